import { REPOSITORY_MESSAGES, type Repository, repositoryUrlMessage } from '@specwright/core';
import { useState } from 'react';
import { DialogFrame } from '../dialog/DialogFrame';
import { FormActions } from '../dialog/FormActions';
import { TextField } from '../TextField';

export interface RepositoryFormValues {
  name: string;
  github_url: string;
  description: string;
  access_token: string;
}

interface RepositoryDialogProps {
  /** The repository being edited; absent when adding one. */
  repository?: Repository | undefined;
  saving: boolean;
  /**
   * The project tree's add dialog asks for every field at once ("Please fill in all required fields");
   * Repository Management names the missing ones.
   */
  allFieldsRequired?: boolean;
  /** The server's answer when saving failed. */
  failure: string | null;
  onSave: (values: RepositoryFormValues) => void;
  onClose: () => void;
}

/** Why the form cannot be sent yet, or null (the server checks the same rules). */
export function repositoryFormError(
  values: RepositoryFormValues,
  adding: boolean,
  allFieldsRequired = false,
): string | null {
  const blank = (value: string) => value.trim() === '';
  if (allFieldsRequired && (blank(values.name) || blank(values.github_url) || blank(values.access_token)))
    return REPOSITORY_MESSAGES.allFieldsRequired;
  if (!values.name.trim() || !values.github_url.trim()) return REPOSITORY_MESSAGES.requiredFields;
  const urlProblem = repositoryUrlMessage(values.github_url.trim());
  if (urlProblem !== null) return urlProblem;
  if (adding && !values.access_token.trim()) return REPOSITORY_MESSAGES.tokenRequired;
  return null;
}

/** Add Repository / Edit Repository: name, URL, description and the write-only access token. */
export function RepositoryDialog({
  repository,
  saving,
  allFieldsRequired = false,
  failure,
  onSave,
  onClose,
}: RepositoryDialogProps) {
  const adding = repository === undefined;
  const [values, setValues] = useState<RepositoryFormValues>({
    name: repository?.name ?? '',
    github_url: repository?.github_url ?? '',
    description: repository?.description ?? '',
    access_token: '',
  });
  const [checked, setChecked] = useState(false);
  const problem = checked ? repositoryFormError(values, adding, allFieldsRequired) : null;
  const set = (field: keyof RepositoryFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = () => {
    setChecked(true);
    if (repositoryFormError(values, adding, allFieldsRequired) === null) onSave(values);
  };

  return (
    <DialogFrame
      title={adding ? 'Add Repository' : 'Edit Repository'}
      description={
        adding
          ? 'Connect a repository on GitHub or any https git host. The access token is stored encrypted and never shown again.'
          : 'Change the repository’s details. Leave the access token blank to keep the current one.'
      }
      onClose={onClose}
      testId="repository-dialog"
      form={{ onSubmit: submit, error: problem ?? failure }}
      actions={
        <FormActions submitLabel={adding ? 'Add Repository' : 'Save Changes'} submitDisabled={saving} />
      }
    >
      <TextField
        id="repository-name"
        label="Name *"
        value={values.name}
        maxLength={200}
        onChange={set('name')}
      />
      <TextField
        id="repository-url"
        label="GitHub URL *"
        type="url"
        value={values.github_url}
        maxLength={2000}
        placeholder="https://github.com/owner/name"
        onChange={set('github_url')}
      />
      <TextField
        id="repository-description"
        label="Description"
        multiline
        rows={2}
        value={values.description}
        maxLength={2000}
        onChange={set('description')}
      />
      <TextField
        id="repository-token"
        label={adding ? 'Access token *' : 'Access token'}
        type="password"
        autoComplete="off"
        value={values.access_token}
        maxLength={1000}
        hint={
          adding
            ? 'A personal access token that may read and write the repository.'
            : repository?.has_access_token
              ? 'A token is set. Leave blank to keep it.'
              : 'No token is set.'
        }
        onChange={set('access_token')}
      />
    </DialogFrame>
  );
}
