#include "BenchReference.h"
#include <math.h>
#include <stdlib.h>

typedef struct {
    double cx, cy, dcx, dcy;           // center model and delta (from - to)
    double alpha, dalpha;
    double tx, ty, sx, sy, rot, shear; // transform model components
    double dtx, dty, dsx, dsy, drot, dshear;
} ViewState;

typedef struct {
    int views;
    ViewState *state;
    double *progress;                  // per group, this tick
} Reference;

// Cubic Bézier timing curve (0.42, 0, 0.58, 1): x(t) solved by Newton's method, then y(t) — as UnitBezier does.
static double bezier(double x) {
    const double p1x = 0.42, p1y = 0, p2x = 0.58, p2y = 1;
    const double cx = 3 * p1x, bx = 3 * (p2x - p1x) - cx, ax = 1 - cx - bx;
    const double cy = 3 * p1y, by = 3 * (p2y - p1y) - cy, ay = 1 - cy - by;
    double t = x;
    for (int i = 0; i < 8; i++) {
        double fx = ((ax * t + bx) * t + cx) * t - x;
        if (fabs(fx) < 1e-7) break;
        double d = (3 * ax * t + 2 * bx) * t + cx;
        if (fabs(d) < 1e-6) break;
        t -= fx / d;
    }
    return ((ay * t + by) * t + cy) * t;
}

// An underdamped spring from 0 to 1 (damping ratio 0.8, natural frequency for a 0.5 s response).
static double spring(double t) {
    const double zeta = 0.8, omega = 2 * M_PI / 0.5;
    const double wd = omega * sqrt(1 - zeta * zeta);
    double e = exp(-zeta * omega * t);
    return 1 - e * (cos(wd * t) + zeta * omega / wd * sin(wd * t));
}

void *bench_reference_make(int views) {
    Reference *r = malloc(sizeof(Reference));
    r->views = views;
    r->state = calloc((size_t)views, sizeof(ViewState));
    r->progress = calloc((size_t)(views / 100 + 1), sizeof(double));
    for (int i = 0; i < views; i++) {
        ViewState *v = &r->state[i];
        v->cx = (i % 10) * 12 + 45; v->cy = (i / 10 % 10) * 8 + 23;
        v->dcx = -40; v->dcy = -20;
        v->alpha = 0.4; v->dalpha = 0.6;
        v->sx = 1; v->sy = 1; v->rot = 0.5; v->drot = -0.5;
    }
    return r;
}

double bench_reference_tick(void *state, double time) {
    Reference *r = state;
    int groups = r->views / 100;
    for (int g = 0; g < groups; g++) {
        double local = time - g * 0.01;
        if (local <= 0) { r->progress[g] = 0; continue; }
        r->progress[g] = (g % 2 == 0) ? bezier(fmin(local / 3600.0, 1)) : spring(local);
    }
    double checksum = 0;
    for (int i = 0; i < r->views; i++) {
        const ViewState *v = &r->state[i];
        double k = 1 - r->progress[i / 100];
        double cx = v->cx + v->dcx * k, cy = v->cy + v->dcy * k;
        double alpha = v->alpha + v->dalpha * k;
        double rot = v->rot + v->drot * k, sx = v->sx + v->dsx * k, sy = v->sy + v->dsy * k;
        double shear = v->shear + v->dshear * k;
        double tx = v->tx + v->dtx * k, ty = v->ty + v->dty * k;
        double c = cos(rot), s = sin(rot);
        double a = sx * c, b = sx * s, cc = sy * (shear * c - s), d = sy * (shear * s + c);
        checksum += cx + cy + alpha + a + b + cc + d + tx + ty;
    }
    return checksum;
}

void bench_reference_free(void *state) {
    Reference *r = state;
    free(r->state);
    free(r->progress);
    free(r);
}
