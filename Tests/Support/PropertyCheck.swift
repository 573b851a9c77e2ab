import Foundation
import Motion

/// A small property-based checker for state machines: random sequences of steps from a seeded generator, run
/// against a fresh system each; the first sequence that breaks an invariant is shrunk to a minimal one, which the
/// failure prints step by step.
///
/// ```swift
/// let check = PropertyCheck<Step>(seed: 42, sequences: 1_000, length: 1...60, generate: Step.random)
/// if let failure = check.run(shrink: { $0.simpler }, execute: { steps in Stage().play(steps) }) {
///     Issue.record("\(failure)")
/// }
/// ```
///
/// `execute` plays a sequence on a fresh system and returns nil when every invariant held after every step, or
/// the index of the step after which one broke and what broke. Shrinking first cuts the sequence after that
/// step, then removes chunks (halves, quarters, … single steps) and then simplifies single steps (`shrink`
/// offers simpler versions of a step), keeping every change that still fails, until nothing more can go.
///
/// The environment can scale a run without a rebuild (`make fuzz` does): `PROPERTY_SCALE=100` runs 100 times
/// the sequences, `PROPERTY_SEED=n` starts from another seed.
public struct PropertyCheck<Step: CustomStringConvertible> {
    /// Where an invariant broke: after step `index` of the sequence, and what.
    public struct Violation: Error {
        public let index: Int
        public let message: String

        public init(index: Int, message: String) {
            self.index = index
            self.message = message
        }
    }

    /// A failing sequence, shrunk.
    public struct Failure: CustomStringConvertible {
        public let seed: UInt64
        public let sequenceNumber: Int
        public let originalLength: Int
        public let steps: [Step]
        public let violation: Violation

        public var description: String {
            var text = "invariant broken after step \(violation.index + 1): \(violation.message)\n"
            text += "shrunk from \(originalLength) to \(steps.count) steps (seed \(seed), sequence \(sequenceNumber)):\n"
            for (i, step) in steps.enumerated() {
                text += "  \(i + 1). \(step)\(i == violation.index ? "   ← here" : "")\n"
            }
            return text
        }
    }

    public let seed: UInt64
    public let sequences: Int
    public let length: ClosedRange<Int>
    public let generate: (inout SplitMix) -> Step

    /// `sequences` random sequences of `length` steps each (both scaled by PROPERTY_SCALE for sequences), from
    /// `seed` (or PROPERTY_SEED).
    public init(seed: UInt64, sequences: Int, length: ClosedRange<Int>, generate: @escaping (inout SplitMix) -> Step) {
        let env = ProcessInfo.processInfo.environment
        let scale = env["PROPERTY_SCALE"].flatMap(Int.init).map { max($0, 1) } ?? 1
        self.seed = env["PROPERTY_SEED"].flatMap(UInt64.init) ?? seed
        self.sequences = sequences * scale
        self.length = length
        self.generate = generate
    }

    /// Runs every sequence; the first failure, shrunk, or nil. `steps` counts the steps played (not shrinking).
    public func run(shrink: (Step) -> [Step] = { _ in [] }, steps: inout Int,
                    execute: ([Step]) -> Violation?) -> Failure? {
        var rng = SplitMix(seed: seed)
        for n in 0..<sequences {
            let count = Int.random(in: length, using: &rng)
            let sequence = (0..<count).map { _ in generate(&rng) }
            steps += count
            if let violation = execute(sequence) {
                return shrunk(sequence, violation, number: n, shrink: shrink, execute: execute)
            }
        }
        return nil
    }

    /// Runs every sequence; the first failure, shrunk, or nil.
    public func run(shrink: (Step) -> [Step] = { _ in [] }, execute: ([Step]) -> Violation?) -> Failure? {
        var steps = 0
        return run(shrink: shrink, steps: &steps, execute: execute)
    }

    private func shrunk(_ sequence: [Step], _ violation: Violation, number: Int, shrink: (Step) -> [Step],
                        execute: ([Step]) -> Violation?) -> Failure {
        var best = Array(sequence.prefix(violation.index + 1))
        var bestViolation: Violation
        if let v = execute(best) { bestViolation = v } else { best = sequence; bestViolation = violation }
        var budget = 5_000
        func attempt(_ candidate: [Step]) -> Bool {
            guard budget > 0 else { return false }
            budget -= 1
            guard let v = execute(candidate) else { return false }
            best = Array(candidate.prefix(v.index + 1))
            bestViolation = v
            return true
        }
        var progress = true
        while progress && budget > 0 {
            progress = false
            // Remove chunks, largest first.
            var chunk = max(best.count / 2, 1)
            while chunk >= 1 {
                var start = 0
                while start < best.count {
                    var candidate = best
                    candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                    if !candidate.isEmpty, attempt(candidate) { progress = true } else { start += chunk }
                }
                chunk /= 2
            }
            // Simplify single steps.
            var i = 0
            while i < best.count {
                for simpler in shrink(best[i]) {
                    var candidate = best
                    candidate[i] = simpler
                    if attempt(candidate) { progress = true; break }
                }
                i += 1
            }
        }
        return Failure(seed: seed, sequenceNumber: number, originalLength: sequence.count, steps: best,
                       violation: bestViolation)
    }
}

extension SplitMix {
    /// One of `choices`, each with its weight.
    public mutating func pick<T>(_ choices: [(weight: Int, make: (inout SplitMix) -> T)]) -> T {
        let total = choices.reduce(0) { $0 + $1.weight }
        var r = Int.random(in: 0..<total, using: &self)
        for choice in choices {
            if r < choice.weight { return choice.make(&self) }
            r -= choice.weight
        }
        return choices[choices.count - 1].make(&self)
    }

    /// A value in 0…1 rounded to `steps` steps (short to print, still varied).
    public mutating func unit(steps: Int = 100) -> Double {
        Double(Int.random(in: 0...steps, using: &self)) / Double(steps)
    }
}
