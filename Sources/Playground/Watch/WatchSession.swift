@preconcurrency import Glibc
import Foundation
import PlaygroundHost
import Rendering
import Views

/// Watch mode without the window: the scene's process, the input since the scene opened, rebuilds on save,
/// reloads that replay the input, and the picture the window shows (the scene's last frame with the panels
/// over it). The window (`WatchWindow`) feeds it events and presents `screen`; a test can drive it alike.
///
/// ```swift
/// let session = try WatchSession(WatchSession.Configuration(…), size: size, scale: 1) { wakeTheLoop() }
/// try session.start()
/// session.send(.down(p, alt: false), at: t)       // logged, and handed to the scene
/// if let box = session.update() { upload(session.screen, box) }   // after each wake
/// ```
@MainActor
public final class WatchSession {
    public struct Configuration: Sendable {
        /// The program to start as the scene's process (this one, rebuilt in place).
        public var executable: String
        /// The scene to open.
        public var scene: String
        /// The package's folder (the build runs there).
        public var packageRoot: String
        /// The folder watched for saves (the package's Sources/).
        public var sources: String
        /// The build, as an argument vector (`swift build --product NAME`).
        public var build: [String]
        /// Whether a build runs at once when watching starts, with no reload after it: SwiftPM's first build of
        /// a session plans the whole package (about 1.5 s more here), so the first save is then as quick as the
        /// next. `watch` sets it; a build command of a test's own does not want it.
        public var warmsUp = false

        public init(executable: String, scene: String, packageRoot: String, sources: String, build: [String]) {
            self.executable = executable
            self.scene = scene
            self.packageRoot = packageRoot
            self.sources = sources
            self.build = build
        }
    }

    public let configuration: Configuration
    /// What the window shows: the scene's last frame, the panels over it.
    public private(set) var screen: Framebuffer
    /// The window's content size in points and pixels per point.
    public private(set) var size: CGSize
    public private(set) var scale: Double
    /// Set when the scene's process quit on the user's word (Ctrl+Q, Esc twice on the launcher).
    public private(set) var wantsQuit = false
    /// Where text input is (window points) while a text field of the scene takes text; nil when off.
    public private(set) var textInputRect: CGRect?
    /// Seconds from the last save to the reloaded scene's first frame on screen (nil before the first reload).
    public private(set) var lastReloadSeconds: TimeInterval?
    /// Whether a scene's process runs now.
    public var isSceneRunning: Bool { child != nil }
    /// The input since the scene opened, as it will be replayed.
    public private(set) var log: [WatchEvent] = []
    /// The scene on screen (another one opens from the launcher).
    public private(set) var sceneName: String
    /// Reloads done.
    public private(set) var reloads = 0
    /// The last frame (of the scene on screen) that delivered input and is on screen.
    public private(set) var shownInputFrame = -1
    /// The scene's process, while one runs.
    public var sceneProcessID: pid_t? { child?.pid }
    /// Called with each line of news (the window prints it).
    public var onStatus: ((String) -> Void)?

    private let wake: @Sendable () -> Void
    private let mailbox = Mailbox()
    private let builds = BuildRunner()
    let shared: SharedFrame
    private var watcher: SourceWatcher?
    private var child: SceneProcess?
    private var generation = 0
    private var origin: TimeInterval = 0
    private var openSize: (CGSize, Double)
    /// Events sent to the scene whose frame it has not reported yet start here.
    private var unframed = 0
    /// Frames of the scene's clock before the scene on screen opened (a scene opened from the launcher).
    private var frameOffset = 0
    private var quitRequested = false
    /// Whether a build runs now.
    public private(set) var isBuilding = false
    /// A save came during a build: build again when it ends (since this time, for these files).
    private var saveDuringBuild: (since: TimeInterval, paths: [String])?
    /// A reload under way: the save's time and the build's seconds; done at the new scene's first frame.
    private var reloading: (since: TimeInterval, build: TimeInterval)?
    var noticeUntil: TimeInterval?
    let panelWorld: World
    let panel: WatchPanel
    let compositor: Compositor
    var panelShown = false
    var changed: (x0: Int, y0: Int, x1: Int, y1: Int)?

    /// A session showing `configuration.scene` at `size` points × `scale`; frames up to `capacity` pixels (the
    /// largest the window may grow to) go through shared memory. `wake` is called from other threads when
    /// there is news for `update()`.
    public init(_ configuration: Configuration, size: CGSize, scale: Double, capacity: (width: Int, height: Int)? = nil,
                wake: @escaping @Sendable () -> Void) throws {
        self.configuration = configuration
        self.size = size
        self.scale = scale
        sceneName = configuration.scene
        openSize = (size, scale)
        self.wake = wake
        let pixels = (w: Int((size.width * scale).rounded()), h: Int((size.height * scale).rounded()))
        shared = try SharedFrame(capacityWidth: max(capacity?.width ?? 0, pixels.w), capacityHeight: max(capacity?.height ?? 0, pixels.h))
        screen = Framebuffer(width: pixels.w, height: pixels.h, scale: scale)
        do { compositor = try Compositor() } catch { throw PlaygroundError.rendering("\(error)") }
        compositor.clearsFramebuffer = false
        compositor.tracksDamage = false
        panelWorld = World(clock: MonotonicClock())
        panelWorld.textMeasurer = compositor.text
        panel = panelWorld.run { WatchPanel() }
    }

    isolated deinit {
        watcher?.stop()
        builds.cancel()
        child?.terminate()
    }

    /// Starts watching the sources and the scene's process.
    public func start() throws {
        let mailbox = self.mailbox, wake = self.wake
        let watcher = try SourceWatcher(root: configuration.sources) { since, paths in
            mailbox.post(.sourcesChanged(since: since, paths: paths))
            wake()
        }
        watcher.start()
        self.watcher = watcher
        origin = MonotonicClock.seconds()
        try startScene()
        if configuration.warmsUp {
            isWarmingUp = true
            build(since: origin, paths: [], quietly: true)
        }
    }

    /// Set while the build run at start (`Configuration.warmsUp`) is under way and no save came: it reloads nothing.
    private var isWarmingUp = false

    /// Stops the scene's process, the watcher and a build under way (it would keep the package's `.build`
    /// locked); no build runs after.
    public func stop() {
        watcher?.stop()
        watcher = nil
        builds.cancel()
        child?.terminate()
        child = nil
    }

    // MARK: Input

    /// Hands `kind` (happened at `time`) to the scene and logs it for a reload.
    public func send(_ kind: WatchEvent.Kind, at time: TimeInterval) {
        let event = WatchEvent(time: time, kind: kind)
        if case .resize(let w, let h, let s) = kind {
            resizeScreen(CGSize(width: w, height: h), scale: s)
            // Logged even with no scene running: the next one must end at the window's size.
            if child == nil { log.append(event) }
        }
        guard let child else { return }
        log.append(event)
        child.send(event.line)
    }

    private func resizeScreen(_ newSize: CGSize, scale newScale: Double) {
        guard newSize != size || newScale != scale else { return }
        size = newSize
        scale = newScale
        screen = Framebuffer(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()), scale: scale)
        shared.markWholeChanged()
        panelShown = true   // drawn again at the new size
    }

    /// Asks for a rebuild and reload now, as a save does.
    public func reload() {
        mailbox.post(.sourcesChanged(since: MonotonicClock.seconds(), paths: []))
        wake()
    }

    // MARK: The loop

    /// Handles the news of the threads and brings `screen` up to date; returns the box of screen pixels that
    /// changed (x, y, width, height), or nil.
    public func update() -> (x: Int, y: Int, width: Int, height: Int)? {
        changed = nil
        mailbox.drain { handle($0) }
        let now = MonotonicClock.seconds()
        if let until = noticeUntil, now >= until {
            noticeUntil = nil
            setNotice(nil)
        }
        refreshScreen()
        guard let c = changed, c.x1 > c.x0, c.y1 > c.y0 else { return nil }
        return (c.x0, c.y0, c.x1 - c.x0, c.y1 - c.y0)
    }

    /// When `update()` has something to do without news (a notice to take away), CLOCK_MONOTONIC seconds.
    public var nextTimedChange: TimeInterval? { noticeUntil }

    private func handle(_ message: Message) {
        switch message {
        case .child(let generation, let line):
            guard generation == self.generation else { return }
            if let line { childSaid(line) } else { childEnded() }
        case .sourcesChanged(let since, let paths):
            if isBuilding {
                if isWarmingUp { setNotice("Building…") }    // the start's quiet build: now it is the user's
                let earlier = saveDuringBuild
                saveDuringBuild = (min(earlier?.since ?? since, since), (earlier?.paths ?? []) + paths)
            } else {
                build(since: since, paths: paths)
            }
        case .built(let status, let output, let seconds, let since, let paths):
            isBuilding = false
            if isWarmingUp {
                isWarmingUp = false
                // Nothing was saved meanwhile: the scene runs this very build already. (A failure shows at the
                // first save, as any failed build does.)
                if saveDuringBuild == nil { return }
            }
            if let again = saveDuringBuild {
                saveDuringBuild = nil
                // A failed build is built again whole: the files it failed on count too.
                build(since: min(again.since, since), paths: again.paths + (status == 0 ? [] : paths))
                return
            }
            if status == 0 {
                report("built in \(String(format: "%.2f", seconds)) s; reloading \(sceneName)")
                reloading = (since, seconds)
                panelContent(.none)
                do { try startScene() } catch {
                    panelContent(.stopped(how: "could not start: \(error)", lines: []))
                }
            } else {
                let errors = BuildErrors.parse(output)
                let lines = output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
                panelContent(.buildFailed(errors, otherLines: Array(lines.suffix(WatchPanel.maxRows))))
                setNotice(nil)
                let first = errors.first.map { "\($0.location.map { $0 + ": " } ?? "")\($0.message)" } ?? lines.last ?? "no output"
                report("build failed (\(errors.count) error\(errors.count == 1 ? "" : "s")): \(first)")
                // The rest in the terminal: the panel has room for the first few.
                for error in errors.dropFirst() {
                    report("  " + (error.location.map { $0 + ": " } ?? "") + error.message)
                }
            }
        }
    }

    private func report(_ text: String) {
        onStatus?("watch: " + text)
    }

    private func childSaid(_ line: String) {
        if line == "f" {
            if let (since, build) = reloading {
                reloading = nil
                reloads += 1
                let now = MonotonicClock.seconds()
                let total = now - since
                lastReloadSeconds = total
                let text = String(format: "Reloaded: save → new pixels %.2f s (build %.2f s)", total, build)
                setNotice(text, seconds: 6)
                report(String(format: "reloaded %@: save → new pixels %.2f s (build %.2f s, scene %.2f s)",
                              sceneName, total, build, total - build))
            }
            return
        }
        let words = line.split(separator: " ")
        switch words.first {
        case "k":
            guard words.count == 2, let k = Int(words[1]), unframed < log.count else { return }
            log[unframed].frame = k - frameOffset
            unframed += 1
        case "d":
            if words.count == 2, let k = Int(words[1]) { shownInputFrame = k - frameOffset }
        case "scene":
            guard words.count == 3, let k = Int(words[2]) else { return }
            // Another scene opened: the log starts again with it, at its frame 0.
            sceneName = String(words[1])
            origin += Double(k - frameOffset) / WatchReplay.framesPerSecond
            frameOffset = k
            log.removeFirst(unframed)
            unframed = 0
            openSize = (size, scale)
        case "text":
            if words.count == 5, let x = Double(words[1]), let y = Double(words[2]), let w = Double(words[3]), let h = Double(words[4]) {
                textInputRect = CGRect(x: x, y: y, width: w, height: h)
            } else {
                textInputRect = nil
            }
        case "quit":
            quitRequested = true
        default:
            break
        }
    }

    private func childEnded() {
        guard let child else { return }
        let status = child.waitForExit()
        self.child = nil
        textInputRect = nil
        if quitRequested {
            wantsQuit = true
            return
        }
        let how = SceneProcess.describe(status)
        let lines = SceneProcess.crashSummary(child.lastErrorLines)
        panelContent(.stopped(how: how, lines: lines))
        self.report("the scene stopped (\(how))\(lines.first.map { ": " + $0 } ?? "")")
    }

    /// (Re)starts the scene's process: it replays the log, then runs live.
    private func startScene() throws {
        child?.terminate()
        child = nil
        generation += 1
        let generation = self.generation, mailbox = self.mailbox, wake = self.wake
        let (openPoints, openScale) = openSize
        quitRequested = false
        // The log goes in a file of its own, written whole before the process starts: a long session's log
        // (thousands of moves) fills no pipe, and live input comes after it on the pipe.
        let process = try SceneProcess(
            executable: configuration.executable,
            arguments: ["watch-child", sceneName, "--origin", "\(origin)",
                        "--size", "\(Int(openPoints.width))x\(Int(openPoints.height))", "--scale", "\(openScale)",
                        "--window-pid", "\(getpid())"],
            replay: log.map(\.line), frame: shared) { line in
                mailbox.post(.child(generation: generation, line: line))
                wake()
            }
        child = process
        // The frames of the new process count from its scene's opening.
        frameOffset = 0
        shownInputFrame = -1
        unframed = log.count
        shared.markWholeChanged()
    }

    /// Builds on a thread of its own.
    private func build(since: TimeInterval, paths: [String], quietly: Bool = false) {
        isBuilding = true
        if !quietly { setNotice("Building…") }
        let mailbox = self.mailbox, wake = self.wake, command = configuration.build, folder = configuration.packageRoot
        let builds = self.builds
        let names = paths.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        if !quietly { report("building\(names.isEmpty ? "" : " after a save of \(names)")") }
        Thread.detachNewThread {
            let start = MonotonicClock.seconds()
            let (status, output) = builds.run(command, in: folder)
            mailbox.post(.built(status: status, output: output, seconds: MonotonicClock.seconds() - start,
                                since: since, paths: paths))
            wake()
        }
    }

    /// Runs `command` in `folder` as a build does; its exit status and its output (standard output and error
    /// together).
    public nonisolated static func run(_ command: [String], in folder: String) -> (Int32, String) {
        BuildRunner().run(command, in: folder)
    }
}
