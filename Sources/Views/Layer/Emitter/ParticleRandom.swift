import Foundation

/// The emitter's seeded generator (SplitMix64): the same `seed` gives the same particles every run.
///
/// ```swift
/// var random = ParticleRandom(seed: 7)
/// random.unit()          // in [0, 1)
/// random.signed()        // in [-1, 1)
/// ```
nonisolated struct ParticleRandom {
    private var generator: SplitMix

    init(seed: UInt32) { generator = SplitMix(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ 0xD1B5_4A32_D192_ED03) }

    mutating func next() -> UInt64 { generator.next() }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
    /// Uniform in [-1, 1).
    mutating func signed() -> Double { unit() * 2 - 1 }
}
