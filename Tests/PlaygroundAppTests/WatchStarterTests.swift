import Foundation
import Testing
import Rendering
import Views
import Playground

/// Watch mode end to end on a copy of the starter package: a real `swift build` of an edited scene file, the
/// new code shown where the held card was; swiftc's error as a panel; a real `fatalError` the replay runs into
/// as a panel with its message; the fix back at the held moment. It builds the package and this checkout in a folder of its own
/// (minutes), so it runs when asked: `make test` sets PLAYGROUND_WATCH_STARTER=1; a plain `swift test` skips it.
@MainActor
@Suite struct WatchStarterTests {
    nonisolated static let enabled = ProcessInfo.processInfo.environment["PLAYGROUND_WATCH_STARTER"] == "1"

    /// The card's pixels of one colour in `fb`: how many and their centre.
    private func pixels(in fb: Framebuffer, where match: (UInt32, UInt32, UInt32) -> Bool) -> (count: Int, x: Double, y: Double) {
        var n = 0, sx = 0, sy = 0
        for y in Swift.stride(from: 0, to: fb.height, by: 2) {
            for x in Swift.stride(from: 0, to: fb.width, by: 2) {
                let p = fb.pixel(x: x, y: y)
                if match((p >> 16) & 0xff, (p >> 8) & 0xff, p & 0xff) { n += 1; sx += x; sy += y }
            }
        }
        return (n, n > 0 ? Double(sx) / Double(n) : -1, n > 0 ? Double(sy) / Double(n) : -1)
    }

    @Test(.enabled(if: enabled), .timeLimit(.minutes(30)))
    func editsOfTheStarterReloadWhereTheCardIsHeld() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let root = PlaygroundBinary.temporaryPath("watch-starter")
        let files = FileManager.default
        defer { try? files.removeItem(atPath: root) }
        try files.createDirectory(atPath: root, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Tests"] {
            try files.copyItem(atPath: repo + "/Examples/MyFirstAnimation/" + item, toPath: root + "/" + item)
        }
        // The copy depends on this checkout by its absolute path; dependencies resolve from the checkouts here.
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
            .replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(repo)\"")
        try manifest.write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        try files.createDirectory(atPath: root + "/.build", withIntermediateDirectories: true)
        for item in ["checkouts", "repositories", "artifacts"] where files.fileExists(atPath: repo + "/.build/" + item) {
            try files.copyItem(atPath: repo + "/.build/" + item, toPath: root + "/.build/" + item)
        }
        let build = ["swift", "build", "--product", "MyFirstAnimationApp"]
        let (status, output) = WatchSession.run(build, in: root)
        try #require(status == 0, "the starter did not build: \(output.suffix(2000))")

        let semaphore = DispatchSemaphore(value: 0)
        let session = try WatchSession(
            WatchSession.Configuration(executable: root + "/.build/debug/MyFirstAnimationApp", scene: "card",
                                       packageRoot: root, sources: root + "/Sources", build: build),
            size: CGSize(width: 640, height: 480), scale: 1) { semaphore.signal() }
        var news: [String] = []
        session.onStatus = { news.append($0) }
        try session.start()
        defer { session.stop() }
        func pump(within seconds: TimeInterval, until condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while true {
                _ = session.update()
                if condition() { return true }
                if Date() >= deadline { return false }
                _ = semaphore.wait(timeout: .now() + 0.05)
            }
        }
        let blue = { (r: UInt32, g: UInt32, b: UInt32) in r < 40 && g > 100 && g < 150 && b > 230 }
        let green = { (r: UInt32, g: UInt32, b: UInt32) in r > 30 && r < 80 && g > 180 && b > 70 && b < 110 }
        #expect(pump(within: 30) { pixels(in: session.screen, where: blue).count > 2000 })
        let home = pixels(in: session.screen, where: blue)

        // Drag the card up and right, and hold it there.
        for (i, d) in [0.0, 20, 50, 90, 120, 150].enumerated() {
            let p = CGPoint(x: 320 + d, y: 240 - d * 0.6)
            session.send(i == 0 ? .down(p, alt: false) : .move(p), at: MonotonicClock.seconds())
            _ = pump(within: 0.03) { false }
        }
        #expect(pump(within: 30) {
            session.log.allSatisfy { $0.frame != nil } && session.shownInputFrame >= (session.log.last?.frame ?? .max)
        })
        let held = pixels(in: session.screen, where: blue)
        #expect(held.x > home.x + 100, "the card followed the drag: \(home) → \(held)")

        // The edit: the card's colour. Rebuilt by swift build, reloaded, replayed to the held drag.
        let scene = root + "/Sources/MyFirstAnimation/CardScene.swift"
        let source = try String(contentsOfFile: scene, encoding: .utf8)
        try source.replacingOccurrences(of: "card.backgroundColor = .systemBlue", with: "card.backgroundColor = .systemGreen")
            .write(toFile: scene, atomically: true, encoding: .utf8)
        #expect(pump(within: 600) { session.reloads == 1 }, "\(news)")
        let after = pixels(in: session.screen, where: green)
        #expect(pixels(in: session.screen, where: blue).count < 10)
        #expect(abs(after.count - held.count) < held.count / 20, "\(after) vs \(held)")
        #expect(abs(after.x - held.x) < 1 && abs(after.y - held.y) < 1, "the new card is where the old one was held: \(after) vs \(held)")

        // A typo: swiftc's error in the panel, the scene still running the last good build.
        let edited = try String(contentsOfFile: scene, encoding: .utf8)
        try edited.replacingOccurrences(of: "card.cornerRadius = 20", with: "card.cornerRadiuss = 20")
            .write(toFile: scene, atomically: true, encoding: .utf8)
        #expect(pump(within: 600) { session.panelTitle == "Build failed: 1 error" }, "\(news)")
        #expect(session.panelLines.first?.hasPrefix("CardScene.swift:") == true)
        #expect(session.panelLines.first?.contains("cornerRadiuss") == true)
        #expect(session.isSceneRunning)

        // Fixed, but with a fatalError the held drag reaches: the replay itself crashes, and says why.
        try edited.replacingOccurrences(of: "let t = pan.translation(in: view)",
                                       with: "let t = pan.translation(in: view)\n            if t.x > 100 { fatalError(\"too far\") }")
            .write(toFile: scene, atomically: true, encoding: .utf8)
        #expect(pump(within: 600) { session.panelTitle?.hasPrefix("The scene stopped: signal") == true }, "\(news)")
        #expect(session.panelLines.contains { $0.hasSuffix("Fatal error: too far") }, "\(session.panelLines)")
        #expect(!session.isSceneRunning)

        // Taken out: back at the held moment.
        try edited.write(toFile: scene, atomically: true, encoding: .utf8)
        #expect(pump(within: 600) { session.reloads == 2 && session.panelTitle == nil }, "\(news)")
        let again = pixels(in: session.screen, where: green)
        #expect(abs(again.x - held.x) < 1 && abs(again.y - held.y) < 1, "\(again) vs \(held)")
        print(news.joined(separator: "\n"))
    }
}
