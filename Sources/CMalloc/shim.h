// glibc's malloc tuning (mallopt), which the Glibc module does not export. Header only: nothing is compiled.
#include <malloc.h>
