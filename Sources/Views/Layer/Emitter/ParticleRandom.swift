import Foundation

/// The emitter's seeded generator (SplitMix64): the same `seed` gives the same particles every run.
///
/// ```swift
/// var random = ParticleRandom(seed: 7)
/// random.unit()          // in [0, 1)
/// random.signed()        // in [-1, 1)
/// ```
nonisolated struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32) { state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ 0xD1B5_4A32_D192_ED03 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
    /// Uniform in [-1, 1).
    mutating func signed() -> Double { unit() * 2 - 1 }
}
