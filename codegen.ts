import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema/schema.graphql (emitted by the API) + the operations written in web/src
 * → typed documents in web/src/gql. Never edit web/src/gql by hand: run `npm run generate`.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          DateTimeISO: { input: 'string', output: 'string' },
          SafeInt: { input: 'number', output: 'number' },
        },
      },
    },
  },
};

export default config;
