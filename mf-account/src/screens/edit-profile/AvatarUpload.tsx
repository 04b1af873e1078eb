import { ApiError, avatarUrl, FieldHelp, Spinner, uploadAvatar, useFieldDescription, useSession } from 'mf-shared';
import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES, avatarProblem } from './avatar';

/** Object URLs exist in browsers; some test environments lack them (then no preview). */
function previewUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * The chosen file (type and size checked here first), its preview, the upload and what it
 * answered. mf-shared stores the new avatar, so the shell header shows it at once.
 */
function useAvatarChoice(inputRef: RefObject<HTMLInputElement | null>) {
  const { t } = useTranslation('account');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  // Free the preview's object URL when it is replaced or the screen closes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const reset = () => {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setDone(false);
    setError(null);
    if (!chosen) return reset();
    const problem = avatarProblem(chosen);
    if (problem) {
      reset();
      setError(t(`editProfile.avatar.${problem}`));
      return;
    }
    setFile(chosen);
    setPreview(previewUrl(chosen));
  };

  const onUpload = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await uploadAvatar(file, file.name);
      reset();
      setDone(true);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(Object.values(e.errors).flat().join(' ') || e.message);
    } finally {
      setBusy(false);
    }
  };
  return { file, preview, error, busy, done, reset, onChoose, onUpload };
}

/** The profile photo: current avatar, choosing a new one, its preview and the upload. */
export function AvatarUpload() {
  const { t } = useTranslation('account');
  const inputRef = useRef<HTMLInputElement>(null);
  const { file, preview, error, busy, done, reset, onChoose, onUpload } = useAvatarChoice(inputRef);
  const hint = t('editProfile.avatar.hint');
  const d = useFieldDescription(error ?? undefined, hint);

  return (
    <fieldset className="section-form__group edit-profile__avatar" aria-busy={busy || undefined}>
      <legend>{t('editProfile.avatar.legend')}</legend>
      <div className="edit-profile__avatar-body">
        <AvatarPictures preview={preview} />
        <div className={`field${error ? ' field--invalid' : ''}`}>
          {/* The native file input is hidden (it cannot be styled or translated and overflows on phones):
              its label is the visible button, in the user's language, with the chosen file's name. */}
          <input
            ref={inputRef}
            id={d.id}
            type="file"
            className="file-picker__input"
            accept={AVATAR_TYPES.join(',')}
            aria-describedby={d.describedBy}
            aria-invalid={d.invalid}
            disabled={busy}
            onChange={onChoose}
          />
          <label htmlFor={d.id} className="button file-picker__button">
            {t('editProfile.avatar.choose')}
          </label>
          <span className="file-picker__name" aria-hidden="true">
            {file ? file.name : t('editProfile.avatar.no_file')}
          </span>
          <FieldHelp hint={hint} error={error ?? undefined} description={d} />
        </div>
      </div>
      {file && (
        <div className="edit-profile__avatar-actions">
          <button type="button" className="button button--primary" onClick={() => void onUpload()} disabled={busy}>
            {busy ? t('editProfile.avatar.uploading') : t('editProfile.avatar.upload')}
          </button>
          {!busy && (
            <button type="button" className="button" onClick={reset}>
              {t('editProfile.avatar.cancel')}
            </button>
          )}
          {busy && <Spinner label={t('editProfile.avatar.uploading')} />}
        </div>
      )}
      {done && (
        <p className="alert alert--success" role="status">
          {t('editProfile.avatar.uploaded')}
        </p>
      )}
    </fieldset>
  );
}

/** The current avatar (or that there is none) and the chosen file's preview. */
function AvatarPictures({ preview }: { preview: string | null }) {
  const { t } = useTranslation('account');
  const current = avatarUrl(useSession().user);
  return (
    <div className="edit-profile__pictures">
      {current ? (
        <img className="edit-profile__picture" src={current} alt={t('editProfile.avatar.current')} width={96} height={96} />
      ) : (
        <p className="edit-profile__picture edit-profile__picture--empty">{t('editProfile.avatar.none')}</p>
      )}
      {preview && (
        <img className="edit-profile__picture edit-profile__picture--new" src={preview} alt={t('editProfile.avatar.preview')} width={96} height={96} />
      )}
    </div>
  );
}
