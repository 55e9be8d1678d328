// The fast path for the PNGs glass itself writes (8-bit RGBA, not interlaced): the image data inflated in
// one call by libdeflate, 4-5x faster than zlib's inflate here, then unfiltered. libdeflate is loaded at run
// time when the system has it (libdeflate.so.0), so it is never a build dependency; without it, or for any
// file this path is not certain of, libpng decodes as before. The pixels are the same either way: only a
// file that libpng would also read is decoded here, and any doubt (another kind, a CRC that does not match,
// a stream of the wrong length, an unknown critical chunk, no IEND) falls back to libpng, which decides and
// says why.

#include "glass_png.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef void *(*alloc_fn)(void);
typedef int (*zlib_decompress_ex_fn)(void *, const void *, size_t, void *, size_t, size_t *, size_t *);
typedef void (*free_fn)(void *);

static struct {
    alloc_fn alloc;
    zlib_decompress_ex_fn decompress;
    free_fn release;
} deflate_api;

static pthread_once_t deflate_once = PTHREAD_ONCE_INIT;

static void load_libdeflate(void) {
    const char *choice = getenv("GLASS_PNG_INFLATE");
    if (choice && strcmp(choice, "zlib") == 0) return;
    void *library = dlopen("libdeflate.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    alloc_fn alloc = (alloc_fn)dlsym(library, "libdeflate_alloc_decompressor");
    zlib_decompress_ex_fn decompress = (zlib_decompress_ex_fn)dlsym(library, "libdeflate_zlib_decompress_ex");
    free_fn release = (free_fn)dlsym(library, "libdeflate_free_decompressor");
    if (!alloc || !decompress || !release) return;
    deflate_api.alloc = alloc;
    deflate_api.decompress = decompress;
    deflate_api.release = release;
}

int glass_png_fast_available(void) {
    pthread_once(&deflate_once, load_libdeflate);
    return deflate_api.decompress != NULL;
}

static uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + (int)b - (int)c;
    int pa = abs(p - (int)a), pb = abs(p - (int)b), pc = abs(p - (int)c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

/// Undoes the row filters of `raw` (rows of 1 + width·4 bytes) into `pixels`; 0 for an unknown filter.
static int unfilter(const uint8_t *raw, uint32_t width, uint32_t height, uint8_t *pixels) {
    size_t row = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *in = raw + (size_t)y * (row + 1);
        uint8_t *out = pixels + (size_t)y * row;
        const uint8_t *up = y > 0 ? out - row : NULL;
        const uint8_t *src = in + 1;
        switch (in[0]) {
        case 0: memcpy(out, src, row); break;
        case 1:
            for (size_t i = 0; i < row; i++) out[i] = (uint8_t)(src[i] + (i >= 4 ? out[i - 4] : 0));
            break;
        case 2:
            for (size_t i = 0; i < row; i++) out[i] = (uint8_t)(src[i] + (up ? up[i] : 0));
            break;
        case 3:
            for (size_t i = 0; i < row; i++) {
                unsigned left = i >= 4 ? out[i - 4] : 0, above = up ? up[i] : 0;
                out[i] = (uint8_t)(src[i] + ((left + above) >> 1));
            }
            break;
        case 4:
            for (size_t i = 0; i < row; i++) {
                uint8_t left = i >= 4 ? out[i - 4] : 0, above = up ? up[i] : 0;
                uint8_t corner = (up && i >= 4) ? up[i - 4] : 0;
                out[i] = (uint8_t)(src[i] + paeth(left, above, corner));
            }
            break;
        default: return 0;
        }
    }
    return 1;
}

int glass_png_decode_fast(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint8_t *pixels) {
    if (!glass_png_fast_available() || size < 8 + 25 || width == 0 || height == 0) return 0;
    // The chunks: every length in bounds and every CRC right; IHDR first and of the one kind handled; the
    // IDATs consecutive; no critical chunk but IHDR, IDAT and IEND; an IEND.
    size_t offset = 8, idat_total = 0;
    int seen_idat = 0, idat_done = 0, seen_end = 0, first = 1;
    while (offset + 12 <= size) {
        uint32_t length = be32(data + offset);
        const uint8_t *type = data + offset + 4;
        if (length > 0x7FFFFFFFu || length > size - offset - 12) return 0;
        // A chunk name is four ASCII letters (libpng refuses any other, wherever the chunk is).
        for (int k = 0; k < 4; k++) {
            uint8_t letter = (uint8_t)(type[k] | 0x20);
            if (letter < 'a' || letter > 'z') return 0;
        }
        uint32_t crc = (uint32_t)crc32(0, type, (uInt)length + 4);
        if (crc != be32(data + offset + 8 + length)) return 0;
        const uint8_t *body = data + offset + 8;
        if (first) {
            if (memcmp(type, "IHDR", 4) != 0 || length != 13) return 0;
            if (be32(body) != width || be32(body + 4) != height) return 0;
            if (body[8] != 8 || body[9] != 6 || body[10] != 0 || body[11] != 0 || body[12] != 0) return 0;
            first = 0;
        } else if (memcmp(type, "IDAT", 4) == 0) {
            if (idat_done) return 0;
            // The zlib header's window (CMF's CINFO): zlib refuses a distance beyond the declared window and
            // libdeflate does not check, so a window smaller than 32 KiB that the rows could outrun is left to
            // libpng. (glass and libpng write 32 KiB windows.)
            if (!seen_idat) {
                if (length == 0) return 0;
                unsigned cinfo = body[0] >> 4;
                if ((body[0] & 0x0F) != 8 || cinfo > 7) return 0;
                if (cinfo < 7 && (size_t)height * ((size_t)width * 4 + 1) > ((size_t)1 << (cinfo + 8))) return 0;
            }
            seen_idat = 1;
            idat_total += length;
        } else if (memcmp(type, "IEND", 4) == 0) {
            seen_end = 1;
            break;
        } else {
            if (seen_idat) idat_done = 1;
            // A critical chunk (upper-case first letter) other than these: libpng decides.
            if (!(type[0] & 0x20)) return 0;
        }
        offset += 12 + (size_t)length;
    }
    if (!seen_end || !seen_idat || idat_total == 0) return 0;
    size_t row = (size_t)width * 4 + 1;
    if (row - 1 != (size_t)width * 4 || (size_t)height > SIZE_MAX / row) return 0;
    size_t raw_size = row * height;
    // The rows are inflated whole beside the pixels; past 128 MB libpng's row-by-row decode holds less.
    if (raw_size > ((size_t)128 << 20)) return 0;
    uint8_t *compressed = malloc(idat_total), *raw = malloc(raw_size);
    void *decompressor = (compressed && raw) ? deflate_api.alloc() : NULL;
    int ok = 0;
    if (decompressor) {
        size_t at = 0;
        for (offset = 8; offset + 12 <= size;) {
            uint32_t length = be32(data + offset);
            if (memcmp(data + offset + 4, "IDAT", 4) == 0) {
                memcpy(compressed + at, data + offset + 8, length);
                at += length;
            }
            if (memcmp(data + offset + 4, "IEND", 4) == 0) break;
            offset += 12 + (size_t)length;
        }
        size_t used = 0, produced = 0;
        int status = deflate_api.decompress(decompressor, compressed, idat_total, raw, raw_size, &used, &produced);
        ok = status == 0 && used == idat_total && produced == raw_size && unfilter(raw, width, height, pixels);
        deflate_api.release(decompressor);
    }
    free(compressed);
    free(raw);
    return ok;
}
