#!/usr/bin/env node
import { serve } from './serve.js';

await serve();
