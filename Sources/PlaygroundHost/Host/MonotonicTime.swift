import Foundation

/// Monotonic nanoseconds (CLOCK_MONOTONIC, the same origin in every process of the machine).
package func monotonicNanos() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Milliseconds between two `monotonicNanos()` readings.
package func milliseconds(from start: UInt64, to end: UInt64) -> Double { Double(end &- start) / 1e6 }
