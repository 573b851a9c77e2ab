#ifndef CPIXMAN_SHIM_H
#define CPIXMAN_SHIM_H
#include <pixman.h>
#endif
