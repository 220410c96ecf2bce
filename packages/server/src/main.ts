#!/usr/bin/env node
import { serve } from './startup/serve.js';

await serve();
