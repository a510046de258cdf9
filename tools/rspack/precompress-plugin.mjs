// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text asset of a production build, so the server
// sends them as they are (@fastify/static's `preCompressed`) instead of compressing the same file on every request,
// and at the strongest settings, which are too slow to run per request.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files a browser fetches as text; maps and already-compressed images are left alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other plugin (the HTML page, the federation manifest) has emitted its assets.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const work = compilation
            .getAssets()
            .filter(({ name, source }) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
            .map(async ({ name, source }) => {
              const content = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              // A copy that saves nothing is not worth a second file.
              if (br.length < content.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              if (gz.length < content.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
            });
          await Promise.all(work);
        },
      );
    });
  }
}
