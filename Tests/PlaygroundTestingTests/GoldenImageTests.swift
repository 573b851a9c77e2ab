import Foundation
import Testing
import TestSupport
@testable import Rendering
@testable import PlaygroundTesting

/// A 40 × 30 image: a gradient with a dark square.
private func picture(square: Int = 10) -> Framebuffer {
    let fb = Framebuffer(width: 40, height: 30)
    for y in 0..<30 {
        for x in 0..<40 {
            let inSquare = x >= square && x < square + 10 && y >= 10 && y < 20
            fb.setPixel(x, y, inSquare ? 0xFF20_2020 : 0xFF00_0000 | UInt32(x * 6) << 16 | UInt32(y * 8) << 8 | 0xC0)
        }
    }
    return fb
}

extension PlaygroundTestingSuite {
    /// The golden-file workflow of `assertGolden`, against references in a temporary folder.
    @Suite struct SnapshotTests {
        let dir: String
        let file: String

        init() throws {
            dir = try makeTemporaryDirectory()
            file = dir + "/SnapshotTests.swift"
        }

        private func paths(_ name: String, test: String = "modes")
            -> (reference: String, actual: String, expected: String, diff: String) {
            let base = dir + "/__Snapshots__/SnapshotTests/\(test).\(name)"
            return (base + ".png", base + ".actual.png", base + ".expected.png", base + ".diff.png")
        }

        private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

        @Test func missingReferenceIsRecordedAndFails() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let p = paths("scene")
            #expect {
                try assertGolden(picture(), named: "scene", record: .missing, file: file, function: "modes()")
            } throws: { error in
                "\(error)".contains(p.reference) && "\(error)".contains("recorded")
            }
            #expect(exists(p.reference))
            // Recorded once, it now matches.
            try assertGolden(picture(), named: "scene", record: .missing, file: file, function: "modes()")
            let recorded = try Framebuffer.load(png: p.reference)
            #expect(recorded.pixel(x: 12, y: 12) == 0xFF20_2020)
        }

        @Test func mismatchWritesActualExpectedAndDiffAndKeepsTheReference() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let p = paths("scene")
            try assertGolden(picture(), named: "scene", record: .all, file: file, function: "modes()")
            #expect(exists(p.reference))
            #expect {
                try assertGolden(picture(square: 20), named: "scene", record: .missing, file: file, function: "modes()")
            } throws: { error in
                let text = "\(error)"
                return text.contains(p.expected) && text.contains(p.actual) && text.contains(p.diff)
                    && (error as? GoldenMismatch)?.files == [p.actual, p.expected, p.diff]
            }
            #expect(exists(p.actual) && exists(p.expected) && exists(p.diff))
            #expect(try Framebuffer.load(png: p.expected).pixel(x: 12, y: 12) == 0xFF20_2020, "expected is the reference")
            #expect(try Framebuffer.load(png: p.actual).pixel(x: 25, y: 12) == 0xFF20_2020, "actual is what was drawn")
            let diff = try Framebuffer.load(png: p.diff)
            #expect(diff.pixel(x: 12, y: 12) == 0xFFFF_0000, "a changed pixel is red in the diff")
            #expect(try Framebuffer.load(png: p.reference).pixel(x: 12, y: 12) == 0xFF20_2020, "the reference is kept")
            // A passing comparison removes the leftovers.
            try assertGolden(picture(), named: "scene", record: .missing, file: file, function: "modes()")
            #expect(!exists(p.actual) && !exists(p.expected) && !exists(p.diff))
        }

        @Test func failedModeRewritesTheReferenceButStillFails() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let p = paths("scene")
            try assertGolden(picture(), named: "scene", record: .all, file: file, function: "modes()")
            #expect(throws: GoldenMismatch.self) {
                try assertGolden(picture(square: 20), named: "scene", record: .failed, file: file, function: "modes()")
            }
            #expect(try Framebuffer.load(png: p.reference).pixel(x: 25, y: 12) == 0xFF20_2020)
            try assertGolden(picture(square: 20), named: "scene", record: .never, file: file, function: "modes()")
        }

        @Test func neverModeDoesNotRecord() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let p = paths("scene")
            #expect {
                try assertGolden(picture(), named: "scene", record: .never, file: file, function: "modes()")
            } throws: { error in "\(error)".contains("missing golden image") && "\(error)".contains(p.reference) }
            #expect(!exists(p.reference))
        }

        @Test func toleranceAllowsAFewPixels() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try assertGolden(picture(), named: "scene", record: .all, file: file, function: "modes()")
            let changed = picture()
            changed.setPixel(35, 25, 0xFFFF_FFFF)
            // 1 of 1200 pixels: over the default 0.05 %, within 0.1 %.
            #expect(throws: GoldenMismatch.self) {
                try assertGolden(changed, named: "scene", record: .never, file: file, function: "modes()")
            }
            try assertGolden(changed, named: "scene", tolerance: 0.001, record: .never, file: file, function: "modes()")
        }

        @Test func sizeMismatchFailsNamingBothImages() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let p = paths("scene")
            try assertGolden(picture(), named: "scene", record: .all, file: file, function: "modes()")
            #expect {
                try assertGolden(Framebuffer(width: 20, height: 30), named: "scene", record: .never, file: file, function: "modes()")
            } throws: { error in "\(error)".contains("40×30") && "\(error)".contains(p.actual) }
            #expect(exists(p.actual))
        }

        @Test func referencesAreNamedAfterTheTest() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try assertGolden(picture(), named: "one", record: .all, file: file, function: "someTest()")
            #expect(exists(dir + "/__Snapshots__/SnapshotTests/someTest.one.png"))
        }
    }
}
