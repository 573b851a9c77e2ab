// Motion: time, display links, timing curves, springs, geometry and interpolation. Pure Swift.
