import { Alert, Button, FileInput, List, Progress, Stack, Text, TextInput } from '@mantine/core';
import { VOICE_PACK_MAX_BYTES, VOICE_PACK_NAME_MAX_LENGTH, VOICE_PACK_PROBLEM_CODES } from '@bingo/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PackRefused, uploadPack } from './upload-pack';

/** The upload form: name, zip, progress, and every reason the server gave when it refused the pack. */
export function PackUpload({ hostId, onUploaded }: { hostId: string | null; onUploaded: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: string[] } | null>(null);
  const tooLarge = file !== null && file.size > VOICE_PACK_MAX_BYTES;

  async function submit() {
    if (!file) return;
    setRefusal(null);
    setProgress(0);
    try {
      await uploadPack({ name, hostId, file }, setProgress);
      setName('');
      setFile(null);
      onUploaded();
    } catch (error) {
      const refused = error instanceof PackRefused ? error : new PackRefused(String(error), 0, null, []);
      // Each reason in this language when the server named it as data; its English sentence otherwise.
      const known = refused.reasons.filter((r) => (VOICE_PACK_PROBLEM_CODES as readonly string[]).includes(r.code));
      const problems =
        known.length === refused.reasons.length && known.length > 0
          ? known.map((r) => t(`vp.problem.${r.code}`, { ...r }))
          : refused.problems;
      setRefusal({ message: refused.status === 413 ? t('vp.tooLarge') : refused.message, problems });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="xs" maw={520} data-testid="voice-pack-upload">
      <Text size="sm" c="dimmed">
        {t('vp.rules')}
      </Text>
      <TextInput
        label={t('vp.name')}
        value={name}
        maxLength={VOICE_PACK_NAME_MAX_LENGTH}
        onChange={(e) => setName(e.currentTarget.value)}
        data-testid="voice-pack-name"
      />
      <FileInput
        label={t('vp.file')}
        accept=".zip,application/zip"
        value={file}
        onChange={setFile}
        error={tooLarge ? t('vp.tooLarge') : undefined}
        data-testid="voice-pack-file"
      />
      {progress !== null && <Progress value={progress} animated aria-label={t('vp.uploading')} />}
      <Button
        onClick={() => void submit()}
        disabled={!file || !name.trim() || tooLarge || progress !== null}
        loading={progress !== null}
        data-testid="voice-pack-submit"
      >
        {t('vp.upload')}
      </Button>
      {refusal && (
        <Alert color="red" title={t('vp.refused')} data-testid="voice-pack-refusal">
          {refusal.problems.length > 0 ? (
            <List size="sm">
              {refusal.problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          ) : (
            refusal.message
          )}
        </Alert>
      )}
    </Stack>
  );
}
