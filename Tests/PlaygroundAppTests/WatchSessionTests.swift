import Foundation
import Testing
import Rendering
import Views
import Playground

/// Watch mode without a window: the `playground` binary as the scene's process, a build command that a test
/// controls, saves in a temporary Sources/ folder. Waits on the real processes, with deadlines (no fixed sleep).
@MainActor
@Suite struct WatchSessionTests {
    @Test func aSaveReloadsAtTheSameMomentAndErrorsAndCrashesArePanels() throws {
        guard let binary = PlaygroundBinary.url?.path else {
            Issue.record("the playground binary is not built")
            return
        }
        let package = try FakePackage()
        try package.build(status: 0)
        let wake = Wake()
        let semaphore = wake.semaphore
        let session = try WatchSession(
            WatchSession.Configuration(executable: binary, scene: "dragtarget", packageRoot: package.root,
                                       sources: package.root + "/Sources", build: ["/bin/sh", "-c", "sh build.sh"]),
            size: CGSize(width: 640, height: 560), scale: 1) { semaphore.signal() }
        var news: [String] = []
        session.onStatus = { news.append($0) }
        try session.start()
        defer { session.stop() }
        let scene = 0..<460
        #expect(pump(session, wake) { red(in: session.screen, rows: scene).count > 100 })
        let start = red(in: session.screen, rows: scene)

        // A drag down the phone, held: the rectangle follows along its paused animation.
        let x = 320.0
        for (i, y) in [200.0, 220, 250, 290, 330, 360].enumerated() {
            let kind: WatchEvent.Kind = i == 0 ? .down(CGPoint(x: x, y: y), alt: false) : .move(CGPoint(x: x, y: y))
            session.send(kind, at: MonotonicClock.seconds())
            _ = pump(session, wake, within: 0.03) { false }
        }
        #expect(pump(session, wake) {
            session.log.count == 6 && session.log.allSatisfy { $0.frame != nil }
                && session.shownInputFrame >= (session.log.last?.frame ?? .max)
        })
        let held = session.screen.copy()
        let moved = red(in: held, rows: scene)
        #expect(moved.y > start.y + 20, "the rectangle followed the drag: \(start) → \(moved)")

        // A save: built, restarted, replayed — the same picture (above the notice at the bottom).
        try package.save("// a scene, edited\n")
        #expect(pump(session, wake) { session.reloads == 1 })
        #expect(same(held, session.screen, rows: scene), "the reload landed elsewhere: \(red(in: session.screen, rows: scene)) vs \(moved)")
        #expect(session.lastReloadSeconds.map { $0 > 0 && $0 < 10 } == true)
        #expect(news.contains { $0.hasPrefix("watch: reloaded dragtarget: save → new pixels ") })
        #expect(session.log.count == 6)

        // A failed build: its errors over the last frame, the scene still running.
        try package.build(status: 1, output: "/x/Sources/Scene/Scene.swift:3:7: error: cannot find 'sprng' in scope\n")
        try package.save("// a scene, broken\n")
        #expect(pump(session, wake) { session.panelTitle == "Build failed: 1 error" })
        #expect(session.panelLines == ["Scene.swift:3 cannot find 'sprng' in scope"])
        #expect(session.isSceneRunning)
        let card = try #require(session.panelFrame)
        let inside = session.screen.pixel(x: Int(card.midX), y: Int(card.maxY) - 4)
        #expect((inside >> 16) & 0xff < 40, "the panel is drawn: \(String(inside, radix: 16))")
        #expect(same(held, session.screen, rows: Int(card.maxY) + 2..<460))

        // The scene's process dies (killed, as the kernel's out-of-memory killer would; a fatalError is a trap
        // the scene raises itself, which a signal sent from here cannot imitate: the runtime's backtracer
        // returns from an asynchronous one): the panel says how, the window's picture stays.
        let pid = try #require(session.sceneProcessID)
        kill(pid, SIGKILL)
        #expect(pump(session, wake) { session.panelTitle == "The scene stopped: signal 9 (Killed)" }, "\(news)")
        #expect(!session.isSceneRunning)
        let stoppedCard = try #require(session.panelFrame)
        #expect(same(held, session.screen, rows: Int(stoppedCard.maxY) + 2..<460))

        // Fixed: rebuilt, the panel goes, the scene is back at the same moment with the finger still down.
        try package.build(status: 0)
        try package.save("// a scene, fixed\n")
        #expect(pump(session, wake) { session.reloads == 2 && session.panelTitle == nil })
        #expect(session.isSceneRunning)
        #expect(same(held, session.screen, rows: scene))
    }

    @Test func aSceneThatTrapsAtOnceIsAPanelWithItsLastWords() throws {
        // A stand-in for a scene whose fatalError fires as it opens: its message on standard error, then the
        // trap's signal (SIGILL, as Swift's traps raise it).
        let package = try FakePackage()
        let script = package.root + "/scene.sh"
        try "#!/bin/sh\necho 'Scene.swift:3: Fatal error: boom' >&2\nkill -ILL $$\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        let wake = Wake()
        let semaphore = wake.semaphore
        let session = try WatchSession(
            WatchSession.Configuration(executable: script, scene: "card", packageRoot: package.root,
                                       sources: package.root + "/Sources", build: ["/bin/sh", "-c", "true"]),
            size: CGSize(width: 320, height: 240), scale: 1) { semaphore.signal() }
        var news: [String] = []
        session.onStatus = { news.append($0) }
        try session.start()
        defer { session.stop() }
        #expect(pump(session, wake) { session.panelTitle == "The scene stopped: signal 4 (Illegal instruction)" }, "\(news)")
        #expect(session.panelLines == ["Scene.swift:3: Fatal error: boom"])
        #expect(news.last == "watch: the scene stopped (signal 4 (Illegal instruction)): Scene.swift:3: Fatal error: boom")
        let card = try #require(session.panelFrame)
        // The panel is drawn over the (empty) window.
        let inside = session.screen.pixel(x: Int(card.midX), y: Int(card.maxY) - 4)
        #expect(inside >> 24 == 0xff && (inside >> 16) & 0xff < 40)
    }
}
