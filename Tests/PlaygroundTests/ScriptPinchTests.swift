import Foundation
import Testing
@testable import Playground
@testable import PlaygroundHost

/// The script commands for simulated pinches: `pinch X Y SCALE [FRAMES]` (the Alt + drag pair) and
/// `zoom DY` (Ctrl + wheel), with their bounds.
@Suite struct ScriptPinchTests {
    @Test func pinchAndZoomParse() throws {
        let script = try Script.parse("pinch 640 400 0.5\npinch 10 20.5 2 30\nzoom -3\ndown 5 6 alt\ndown 5 6 ALT", file: "p.txt")
        #expect(script.commands.map(\.command) == [
            .pinch(CGPoint(x: 640, y: 400), scale: 0.5, frames: 10),
            .pinch(CGPoint(x: 10, y: 20.5), scale: 2, frames: 30),
            .zoom(-3), .altDown(CGPoint(x: 5, y: 6)), .altDown(CGPoint(x: 5, y: 6)),
        ])
    }

    @Test(arguments: [
        ("pinch 1 2", "expected 'pinch X Y SCALE [FRAMES]'"),
        ("pinch 1 2 3 4 5", "expected 'pinch X Y SCALE [FRAMES]'"),
        ("pinch 1 2 0", "expected a SCALE between 0.05 and 20.0 for pinch, found '0'"),
        ("pinch 1 2 -1", "expected a SCALE between 0.05 and 20.0 for pinch, found '-1'"),
        ("pinch 1 2 1e9", "expected a SCALE between 0.05 and 20.0 for pinch, found '1e9'"),
        ("pinch 1 2 inf", "expected a SCALE between 0.05 and 20.0 for pinch, found 'inf'"),
        ("pinch 1 2 0.5 0", "expected a whole number ≥ 1 for FRAMES, found '0'"),
        ("zoom", "expected 'zoom DY'"),
        ("down 1 2 shift", "expected 'alt' after down X Y, found 'shift'"),
        ("down 1 2 alt 3", "expected 'down X Y' or 'down X Y alt'"),
        ("zoom nan", "zoom DY nan: not a finite number (expected -1000…1000 notches)"),
    ])
    func rejectsBadPinchesInOneLine(text: String, expected: String) {
        do {
            _ = try Script.parse(text, file: "bad.txt")
            Issue.record("accepted \(text)")
        } catch let error as PlaygroundError {
            guard case .malformedScript(_, let line, let message) = error else { Issue.record("wrong error \(error)"); return }
            #expect(line == 1)
            #expect(message.contains(expected), "\(message)")
            #expect(!error.description.contains("\n"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
