import Foundation
import Testing
@testable import Playground

/// The line protocol between the watch window and the scene's process.
@Suite struct WatchEventTests {
    nonisolated static let kinds: [WatchEvent.Kind] = [
        .down(CGPoint(x: 400.5, y: 300), alt: false), .down(CGPoint(x: -3, y: 7.25), alt: true),
        .move(CGPoint(x: 1, y: 2)), .up(CGPoint(x: 5, y: 6)), .wheel(-1.5), .pinch(2),
        .key("Ctrl+Space"), .key("Ctrl++"), .text("héllo wörld \\ back\nslash"), .editing("ni hao", cursor: 2, length: 1),
        .editing("", cursor: 0, length: 0), .cancelTouches, .exited, .resize(width: 800, height: 600, scale: 2),
    ]

    @Test(arguments: kinds)
    func everyKindSurvivesItsLine(kind: WatchEvent.Kind) {
        let event = WatchEvent(time: 54381.720394619, frame: 195, kind: kind)
        #expect(!event.line.contains("\n"))
        #expect(WatchEvent(line: event.line) == event)
    }

    @Test func anUnknownFrameIsWrittenAsMinusOne() {
        let event = WatchEvent(time: 10, kind: .up(CGPoint(x: 1, y: 2)))
        #expect(event.line == "-1 10.0 up 1.0 2.0")
        #expect(WatchEvent(line: event.line)?.frame == nil)
    }

    @Test(arguments: ["", "replay-end", "1 2", "1 x down 1 2 0", "1 2 down 1", "1 2 fly 1 2", "1 nan move 1 2",
                      "1 2 resize 0 10 1", "1 2 wheel inf", "1 2 edit x 1 hi"])
    func malformedLinesAreRefused(line: String) {
        #expect(WatchEvent(line: line) == nil)
    }
}
