// HarfBuzz's shaping API and its OpenType font functions (unhinted advances in font units).
#include <hb.h>
#include <hb-ot.h>
