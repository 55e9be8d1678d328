// fontconfig: families, weights and glyph fallback.
#include <fontconfig/fontconfig.h>
