import Foundation
import Motion
import Testing
import TestSupport
@testable import Playground
@testable import PlaygroundHost

/// The fuzz target's checks (`ParserFuzzing`, run by `make fuzz` under libFuzzer) on its seed corpus and every
/// crash it found (Tests/PlaygroundTests/FuzzCorpus), and on random near-scripts from a seeded generator: the
/// parsers never crash and accept nothing beyond the limits.
@Suite struct ParserFuzzTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

    @Test func everyCorpusInputPasses() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(files.count >= 10)
        for file in files {
            ParserFuzzing.check(Array(try Data(contentsOf: Self.corpus.appendingPathComponent(file))))
        }
    }

    @Test func randomNearScriptsPass() {
        var rng = SplitMix(seed: 0xF022)
        let verbs = ["frames", "down", "move", "up", "wheel", "key", "shot", "#", "FRAMES", "pinch", "", "text", "compose",
                     "\"", "\"a b\"", "\"\\\"\"", "\"你\\n\""]
        let numbers = ["0", "1", "-1", "36000", "36001", "1e308", "-1e308", "nan", "inf", "-inf", "0x1p3", "1e-320",
                       "9223372036854775807", "9223372036854775808", "-9223372036854775809", "99999999999999999999",
                       "+5", "1.5", "100000", "100000.0001", "-0", "Escape", "a", "..", "a/b", String(repeating: "z", count: 201)]
        let separators = [" ", "\t", "\n", "\r\n", "\r", "  ", "\u{2028}", "\u{85}", "#"]
        var checked = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                let pool = Bool.random(using: &rng) ? verbs : numbers
                text += pool[Int.random(in: 0..<pool.count, using: &rng)]
                text += separators[Int.random(in: 0..<separators.count, using: &rng)]
            }
            var bytes = Array(text.utf8)
            // Now and then a byte that is not UTF-8.
            if Int.random(in: 0..<8, using: &rng) == 0, !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0x80...0xFF, using: &rng)
            }
            ParserFuzzing.check(bytes)
            checked += 1
        }
        #expect(checked == 20_000)
    }
}
