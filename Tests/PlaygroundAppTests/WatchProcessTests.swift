@preconcurrency import Glibc
import Foundation
import Testing
import Rendering
import Views
import Playground
import PlaygroundHost

/// Watch mode's processes over a long session and when one side goes away: a log far past a pipe's buffer
/// reloads, a scene that dies under the window's input leaves the window standing, a window killed outright
/// takes its scene with it, stopping the session ends a build under way. Real processes, waited on with
/// deadlines.
@MainActor
@Suite struct WatchProcessTests {
    private func session(_ package: FakePackage, _ wake: Wake, scene: String = "dragtarget",
                         build: [String] = ["/bin/sh", "-c", "sh build.sh"], warmsUp: Bool = false) throws -> WatchSession? {
        guard let binary = PlaygroundBinary.url?.path else {
            Issue.record("the playground binary is not built")
            return nil
        }
        let semaphore = wake.semaphore
        var configuration = WatchSession.Configuration(executable: binary, scene: scene, packageRoot: package.root,
                                                       sources: package.root + "/Sources", build: build)
        configuration.warmsUp = warmsUp
        return try WatchSession(configuration, size: CGSize(width: 640, height: 560), scale: 1) { semaphore.signal() }
    }

    /// Watching starts with a quiet build (SwiftPM plans the package then, not at the first save): it runs
    /// once, reloads nothing and says nothing; the first save then builds and reloads as ever.
    @Test func theBuildAtStartReloadsNothingAndTheFirstSaveDoes() throws {
        let package = try FakePackage()
        try package.build(status: 0)
        let wake = Wake()
        let build = ["/bin/sh", "-c", "echo run >> builds.txt; sh build.sh"]
        guard let session = try session(package, wake, build: build, warmsUp: true) else { return }
        var news: [String] = []
        session.onStatus = { news.append($0) }
        try session.start()
        defer { session.stop() }
        let builds = { (try? String(contentsOfFile: package.root + "/builds.txt", encoding: .utf8))?.split(separator: "\n").count ?? 0 }
        #expect(pump(session, wake) { builds() == 1 && !session.isBuilding })
        #expect(session.reloads == 0)
        #expect(!news.contains { $0.contains("building") }, "\(news)")
        try package.save("// a scene, edited\n")
        #expect(pump(session, wake, within: 60) { session.reloads == 1 }, "\(news)")
        #expect(builds() == 2)
    }

    @Test func aReloadAfterTenThousandEventsReplaysThemAll() throws {
        let package = try FakePackage()
        try package.build(status: 0)
        let wake = Wake()
        guard let session = try session(package, wake) else { return }
        try session.start()
        defer { session.stop() }
        let scene = 0..<460
        #expect(pump(session, wake) { red(in: session.screen, rows: scene).count > 100 })
        let start = red(in: session.screen, rows: scene)
        // A press, then 10,000 moves up and down the phone (≈ 45 bytes a line: seven times a pipe's 64 KiB),
        // handed over in bursts as the window's loop does; the last ones hold the rectangle low.
        session.send(.down(CGPoint(x: 320, y: 200), alt: false), at: MonotonicClock.seconds())
        let moves = 10_000
        for i in 0..<moves {
            let y = i >= moves - 20 ? 360 : 200 + Double(i % 150)
            session.send(.move(CGPoint(x: 320, y: y)), at: MonotonicClock.seconds())
            if i % 500 == 499 {
                #expect(pump(session, wake) { session.log.last?.frame != nil })
            }
        }
        #expect(pump(session, wake) {
            session.log.allSatisfy { $0.frame != nil } && session.shownInputFrame >= (session.log.last?.frame ?? .max)
        })
        #expect(session.log.count == moves + 1)
        let held = session.screen.copy()
        #expect(red(in: held, rows: scene).y > start.y + 10, "held low: \(start) → \(red(in: held, rows: scene))")

        try package.save("// a scene, edited\n")
        #expect(pump(session, wake, within: 60) { session.reloads == 1 }, "the reload did not finish")
        #expect(same(held, session.screen, rows: scene), "\(red(in: session.screen, rows: scene)) vs \(red(in: held, rows: scene))")
        #expect(session.log.count == moves + 1)
        // And it is live again: a move reaches the new scene.
        session.send(.move(CGPoint(x: 320, y: 300)), at: MonotonicClock.seconds())
        #expect(pump(session, wake) { session.log.last?.frame != nil })
    }

    @Test func anEventSentAfterTheSceneDiedLeavesTheWindowStanding() throws {
        let package = try FakePackage()
        let wake = Wake()
        guard let session = try session(package, wake) else { return }
        // As in `playground watch`, whose SIGPIPE is the default (ending the process); the session's scene
        // process sets what the window needs.
        let before = signal(SIGPIPE, SIG_DFL)
        defer { signal(SIGPIPE, before) }
        try session.start()
        defer { session.stop() }
        #expect(pump(session, wake) { red(in: session.screen, rows: 0..<460).count > 100 })
        let pid = try #require(session.sceneProcessID)
        kill(pid, SIGKILL)
        // Dead — its end of the input pipe closed — but not yet told to the session (no update runs here).
        #expect(eventually { isGone(pid) })
        #expect(session.isSceneRunning)
        session.send(.move(CGPoint(x: 100, y: 100)), at: MonotonicClock.seconds())   // EPIPE, not SIGPIPE
        session.send(.move(CGPoint(x: 110, y: 100)), at: MonotonicClock.seconds())
        #expect(pump(session, wake) { session.panelTitle == "The scene stopped: signal 9 (Killed)" })
        #expect(!session.isSceneRunning)
    }

    @Test func stoppingTheSessionEndsABuildUnderWay() throws {
        let package = try FakePackage()
        let wake = Wake()
        // A build that never ends by itself, with a process of its own below it (as swift build's compilers).
        let build = ["/bin/sh", "-c", "sleep 300 & echo $! > child.pid; echo $$ > build.pid; wait"]
        guard let session = try session(package, wake, build: build) else { return }
        try session.start()
        var stopped = false
        defer { if !stopped { session.stop() } }
        session.reload()
        var pids: [pid_t] = []
        #expect(pump(session, wake) {
            pids = ["build.pid", "child.pid"].compactMap {
                (try? String(contentsOfFile: package.root + "/" + $0, encoding: .utf8))
                    .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            }
            return pids.count == 2
        })
        defer { for pid in pids { kill(pid, SIGKILL) } }
        #expect(pids.allSatisfy { !isGone($0) })
        session.stop()
        stopped = true
        #expect(eventually { pids.allSatisfy { isGone($0) } }, "the build is still running: \(pids)")
    }

    @Test func theSceneProcessDiesWithItsWindow() throws {
        guard let binary = PlaygroundBinary.url?.path else {
            Issue.record("the playground binary is not built")
            return
        }
        // A stand-in for the window: a shell that starts the scene's process (the shared frame as fd 4, live
        // input on a pipe this test holds open, so that only the window's death can end it), then waits.
        let shared = try SharedFrame(capacityWidth: 320, capacityHeight: 240)
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0], messages: [Int32] = [0, 0]
        #expect(pipe(&input) == 0 && pipe(&output) == 0 && pipe(&messages) == 0)
        for fd in input + output + messages { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { close(input[1]); close(output[0]); close(messages[0]) }
        let command = "\"$0\" watch-child dragtarget --origin \(MonotonicClock.seconds()) --size 320x240 --window-pid $$ "
            + "<&7 3>&8 4<&6 5</dev/null >/dev/null & echo $!; exec sleep 300"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 7)
        posix_spawn_file_actions_adddup2(&actions, shared.fd, 6)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, messages[1], 8)
        let words: [String] = ["/bin/sh", "-c", command, binary]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var shell: pid_t = 0
        #expect(posix_spawn(&shell, "/bin/sh", &actions, nil, argv, environ) == 0)
        close(input[0]); close(output[1]); close(messages[1])
        var reader = LineReader(fd: output[0])
        let scene = try #require(reader.readLine(blocking: true).flatMap { pid_t($0) })
        defer { kill(scene, SIGKILL) }
        // It runs, live (its first frame is out), and would for ever without the window.
        var said = LineReader(fd: messages[0])
        #expect(said.readLine(blocking: true) == "f")
        #expect(!isGone(scene) && processName(scene) == "playground")
        kill(shell, SIGKILL)
        var status: Int32 = 0
        waitpid(shell, &status, 0)
        #expect(eventually { isGone(scene) }, "the scene's process outlived its window")
    }

    @Test func aSceneProcessWhoseWindowIsAlreadyGoneEndsAtOnce() throws {
        // Its window died before it could ask to die with it: it is another process's child by then.
        let result = try PlaygroundBinary.run(["watch-child", "dragtarget", "--origin", "0", "--size", "320x240",
                                               "--window-pid", "1"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("watch-child: the watch window (pid 1) is gone"), "\(result.stderr)")
    }
}

/// Whether `pid` ended (reaped or a zombie).
nonisolated func isGone(_ pid: pid_t) -> Bool { processState(pid).map { $0 == "Z" || $0 == "X" } ?? true }

/// The state letter of /proc/PID/stat (R, S, Z…), nil when there is no such process.
nonisolated func processState(_ pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    return stat[close...].dropFirst(2).first
}

/// The command name of /proc/PID/comm.
nonisolated func processName(_ pid: pid_t) -> String? {
    (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Polls `condition` until it holds; false if `seconds` pass first.
nonisolated func eventually(within seconds: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() >= deadline { return false }
        usleep(5_000)
    }
    return true
}
