import CSDL2
import Foundation
import Rendering
import Views
import PlaygroundHost

/// The desktop window: an SDL2 window with a vsync renderer and one streaming texture, running the frame
/// pipeline once per frame.
///
/// ```swift
/// let app = WindowApp(catalog: SceneCatalog([CardScene.self]), scene: CardScene.self)
/// try app.run()           // returns when the window closes (what `playground run card` does)
/// ```
///
/// Each frame: poll events → dispatch input → display links → animators → layout → composite → upload →
/// present. Paced by vsync where the display gives it and by the clock otherwise; idle scenes wait for events
/// instead of redrawing.
@MainActor
public final class WindowApp {
    private let catalog: SceneCatalog
    private let initialScene: Scene.Type
    private let requestedSize: CGSize?
    private let script: Script?
    let outputDirectory: String?
    private(set) var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize = (w: 0, h: 0)
    /// The window's own pixels as the framebuffer, when the renderer would have no GPU (see `WindowSurface`).
    private var surface: WindowSurface?
    private(set) var pipeline: FramePipeline!
    /// Ctrl+R's recordings.
    var recordings: RecordingControl?
    /// The window's frame and present times, when asked for (`run --stats`).
    var frameStats: FrameStats?

    /// The name of SDL's renderer drawing the window ("opengl", "software", …), once the window opened.
    private(set) var rendererName: String?
    /// Where frames read the time: the machine's clock live, a virtual one for scripts.
    var clock: TimeSource = MonotonicClock()
    /// Files written by `shot` commands of a script (read back from the presented frame).
    public internal(set) var written: [String] = []
    /// Whether a script was stopped before its end (Ctrl+C, SIGTERM, the window closed).
    public internal(set) var wasInterrupted = false
    /// Called with the path of each shot as soon as it is written whole.
    public var onShot: ((String) -> Void)?
    /// Called once with the first scene as soon as it has loaded, in its world, before the first frame
    /// (`compare --window` hands its scene the two sides here).
    public var prepareScene: ((Scene) throws -> Void)?
    /// Where SDL's text input is on (window points) while a text field is first responder; nil when it is off.
    private var textInputRect: CGRect?

    /// A window opening on `scene` (the catalogue's launcher by default); with a script, input comes from it on a
    /// virtual clock and `shot` reads back the presented frame into `outputDirectory`.
    public init(catalog: SceneCatalog, scene: Scene.Type? = nil, size: CGSize? = nil, script: Script? = nil,
                outputDirectory: String? = nil) {
        self.catalog = catalog
        initialScene = scene ?? catalog.launcher
        requestedSize = size
        self.script = script
        self.outputDirectory = outputDirectory
    }

    /// Opens the window and runs until the user quits (or the script ends).
    public func run() throws {
        try open()
        defer { close() }
        if let script { try play(script) } else { try loop() }
    }

    // MARK: Set-up

    private func open() throws {
        // SIGINT and SIGTERM end the window through SDL's handlers (SDL_QUIT), also when the parent blocked them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        try Self.initVideo()
        let size = requestedSize ?? defaultSize()
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        guard let w = SDL_CreateWindow("Animation Playground", centered, centered, Int32(size.width), Int32(size.height), flags) else {
            throw PlaygroundError.window(String(cString: SDL_GetError()))
        }
        window = w
        renderer = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue)
        var info = SDL_RendererInfo()
        if let renderer, SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name { rendererName = String(cString: name) }
        guard let created = renderer else { throw PlaygroundError.window(String(cString: SDL_GetError())) }
        if WindowSurface.isSoftware(renderer: created, name: rendererName) {
            // No GPU: the window's own pixels are drawn into instead (no texture, no upload, no copy).
            SDL_DestroyRenderer(created)
            renderer = nil
            surface = WindowSurface(window: w)
            if surface == nil {
                // No window surface here (SDL has none on Wayland or KMSDRM): the renderer that worked, again.
                SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, nil)
                renderer = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
                    ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue)
                guard renderer != nil else { throw PlaygroundError.window(String(cString: SDL_GetError())) }
            } else {
                rendererName = "none: the window's own surface (\(rendererName ?? "software"), no GPU)"
            }
        }
        clock = script == nil ? MonotonicClock() : VirtualClock()
        let (points, scale) = currentSize()
        pipeline = try FramePipeline(scene: initialScene, catalog: catalog, size: points, scale: scale, clock: clock)
        try pipeline.installHostOverlay()
        surface?.adopt(into: pipeline)
        if let prepareScene { try pipeline.world.run { try prepareScene(pipeline.scene) } }
        pipeline.onSceneChange = { [weak self] scene in self?.setTitle(for: scene) }
        // A scripted window records too (`key Ctrl+R`), on its virtual clock.
        let recordings = RecordingControl(pipeline: pipeline, onVirtualClock: script != nil)
        self.recordings = recordings
        // Ctrl+R records an MP4, Ctrl+Shift+R a GIF (before the scene sees the key).
        pipeline.hostKeys = { [weak self] key in
            guard let self, key == .r, key.modifiers.contains(.control) else { return false }
            recordings.toggle(key.modifiers.contains(.shift) ? .gif : .mp4, at: self.eventTime ?? self.clock.now)
            return true
        }
        pipeline.clipboard = { text in _ = SDL_SetClipboardText(text) }
        setTitle(for: pipeline.scene)
        // SDL starts with text input on; it runs only while a text field is first responder (see syncTextInput).
        SDL_StopTextInput()
    }

    /// Starts SDL's video on the display the environment names — and only there: SDL would otherwise fall back
    /// to its offscreen driver when that display is broken (no server behind DISPLAY, a refused connection) and
    /// run an invisible window for ever. SDL_VIDEODRIVER, when set, is obeyed as it is.
    static func initVideo() throws {
        let env = ProcessInfo.processInfo.environment
        let requested = env["SDL_VIDEODRIVER"].flatMap { $0.isEmpty ? nil : $0 }
        var displays: [String] = []
        if requested == nil {
            var drivers: [String] = []
            if let display = env["DISPLAY"], !display.isEmpty {
                drivers.append("x11")
                displays.append("DISPLAY=\(display)")
            }
            if let display = env["WAYLAND_DISPLAY"], !display.isEmpty {
                // A relative socket name lives in XDG_RUNTIME_DIR (libwayland would print its own complaint).
                if display.hasPrefix("/") || !(env["XDG_RUNTIME_DIR"] ?? "").isEmpty {
                    drivers.append("wayland")
                    displays.append("WAYLAND_DISPLAY=\(display)")
                } else {
                    displays.append("WAYLAND_DISPLAY=\(display) without XDG_RUNTIME_DIR")
                }
            }
            guard !drivers.isEmpty else {
                throw PlaygroundError.noDisplay(reason: displays.isEmpty ? "neither DISPLAY nor WAYLAND_DISPLAY is set"
                                                                        : displays.joined(separator: ", "))
            }
            SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers.joined(separator: ","))
        } else {
            displays.append("SDL_VIDEODRIVER=\(requested!)")
        }
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, "1")
        // Compositions longer than SDL_TEXTEDITING's 32 bytes arrive whole as SDL_TEXTEDITING_EXT.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // A UTF-8 character type, so that SDL can hand X11 the window title as UTF-8 (_NET_WM_NAME) and text
        // input arrives as UTF-8, whatever the environment's locale (often C, which is ASCII).
        if setlocale(LC_CTYPE, "") == nil || String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        let place = displays.joined(separator: ", ")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            let reason = String(cString: SDL_GetError())
            SDL_Quit()
            throw PlaygroundError.noDisplay(reason: "\(place): SDL reported '\(reason)'")
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if requested == nil, ["offscreen", "dummy", "evdev", "none"].contains(driver) {
            SDL_Quit()
            throw PlaygroundError.noDisplay(reason: "\(place): SDL could only start its '\(driver)' video driver, which shows nothing")
        }
    }

    private func close() {
        // The pipeline must not keep drawing into (or hold) the window's pixels once the window is gone.
        if surface != nil, let pipeline { pipeline.adopt(pipeline.framebuffer.copy()) }
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        surface = nil
        if let window { SDL_DestroyWindow(window) }
        texture = nil; renderer = nil; window = nil
        SDL_Quit()
    }

    /// Fits a 1280×800 screen, leaving room for panels.
    private func defaultSize() -> CGSize {
        var usable = SDL_Rect()
        if SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0 {
            return CGSize(width: min(1180, Int(usable.w) - 40), height: min(740, Int(usable.h) - 40))
        }
        return CGSize(width: 1180, height: 740)
    }

    /// The window size in points and the pixels per point (HiDPI).
    private func currentSize() -> (CGSize, Double) {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        if surface != nil { SDL_GetWindowSizeInPixels(window, &pw, &ph) } else { SDL_GetRendererOutputSize(renderer, &pw, &ph) }
        let scale = w > 0 ? Double(pw) / Double(w) : 1
        return (CGSize(width: Int(w), height: Int(h)), scale > 0 ? scale : 1)
    }

    private func setTitle(for scene: Scene) {
        let name = type(of: scene).name
        SDL_SetWindowTitle(window, pipeline.isShowingLauncher ? "Animation Playground" : "Animation Playground — \(name)")
    }

    // MARK: Loop

    private func loop() throws {
        defer { recordings?.finishAll(at: clock.now) }
        // The scene's world stays bound while it is on screen (a binding per frame would allocate); a new
        // scene brings a new world, bound in turn.
        while !pipeline.wantsQuit {
            let world = pipeline.world
            try world.run {
                while !pipeline.wantsQuit && pipeline.world === world { try runFrame() }
            }
        }
    }

    /// One turn of the loop: wait when idle, events, the frame, present, pacing.
    private func runFrame() throws {
        let frameInterval = 1.0 / 60
        var event = SDL_Event()
        var woken = false
        // Snow that runs for ever pauses while hidden or after a minute alone (IdlePause), not while recording.
        pipeline.pausesWhenIdle = !(recordings?.isActive ?? false)
        if !pipeline.needsFrame && !(recordings?.isActive ?? false) {
            // Idle: sleep until something happens, or until a caret's next blink.
            let due = pipeline.secondsUntilTimedChange.map { Int32(($0 * 1000).rounded(.up)) } ?? 500
            woken = SDL_WaitEventTimeout(&event, max(min(due, 500), 1)) != 0
        }
        let start = clock.now
        // The frame begins before its first event is handled (an event that woke an idle window too), so input
        // and what it starts (a wheel's glide) see this frame's time, not the last frame's before the idle.
        pipeline.beginFrame(at: start)
        if woken { handle(event) }
        while SDL_PollEvent(&event) != 0 { handle(event) }
        if pipeline.wantsQuit { return }
        if let frameStats {
            let t0 = monotonicNanos()
            if pipeline.frame(at: start) {
                let t1 = monotonicNanos()
                present()
                frameStats.record(frame: milliseconds(from: t0, to: t1), present: milliseconds(from: t1, to: monotonicNanos()))
            }
        } else if pipeline.frame(at: start) {
            present()
        }
        recordings?.afterFrame(at: start)
        syncTextInput()
        if let error = pipeline.renderingError { throw error }
        // Where vsync did not pace the frame (Xvfb, some drivers), wait out the rest of it.
        let spent = clock.now - start
        if spent < frameInterval * 0.9 {
            SDL_Delay(UInt32(((frameInterval - spent) * 1000).rounded(.down)))
        }
    }

    /// The real time an SDL event happened (SDL stamps events in milliseconds on the same monotonic clock).
    private func time(of event: SDL_Event) -> TimeInterval? {
        guard script == nil, event.common.timestamp > 0 else { return nil }
        let lag = Double(SDL_GetTicks() &- event.common.timestamp) / 1000
        return clock.now - max(lag, 0)
    }

    private func handle(_ event: SDL_Event) {
        eventTime = time(of: event)
        defer { eventTime = nil }
        pipeline.input(at: eventTime) { dispatch(event) }
    }

    /// When the event being handled happened (a recording starts and stops at the key press, not when a busy
    /// loop got to it).
    private var eventTime: TimeInterval?

    func dispatch(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            pipeline.quit()
        case SDL_KEYDOWN:
            let sym = event.key.keysym
            if let key = Key(sdl: sym) { pipeline.key(key) }
        case SDL_TEXTINPUT:
            // Typed text in UTF-8 (a key's character, or what an input method committed).
            let text = withUnsafeBytes(of: event.text.text) { WindowApp.string(fromCString: $0) }
            pipeline.textInput(text)
        case SDL_TEXTEDITING:
            // An input method's composition so far, with its cursor (characters).
            let text = withUnsafeBytes(of: event.edit.text) { WindowApp.string(fromCString: $0) }
            pipeline.textEditing(text, cursor: Int(event.edit.start), length: Int(event.edit.length))
        case SDL_TEXTEDITING_EXT:
            // The same, too long for SDL_TEXTEDITING: the text is ours to free.
            guard let text = event.editExt.text else { return }
            defer { SDL_free(text) }
            pipeline.textEditing(String(cString: text), cursor: Int(event.editExt.start), length: Int(event.editExt.length))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            // Alt + drag: two fingers mirrored about the point the button went down (the Simulator's Option-drag).
            let alt = (SDL_GetModState().rawValue & KMOD_ALT.rawValue) != 0
            pipeline.pointerDown(at: CGPoint(x: Int(event.button.x), y: Int(event.button.y)), modifiers: alt ? .alt : [])
        case SDL_MOUSEMOTION:
            pipeline.pointerMoved(to: CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pipeline.pointerUp(at: CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
        case SDL_MOUSEWHEEL:
            // Where the pointer is: a scene just opened from the keyboard has had no motion event yet.
            let pointer = CGPoint(x: Int(event.wheel.mouseX), y: Int(event.wheel.mouseY))
            if pipeline.dispatcher.pointerLocation != pointer { pipeline.pointerMoved(to: pointer) }
            // Ctrl + wheel: a pinch about the pointer (trackpad zoom); the plain wheel is pressure.
            if (SDL_GetModState().rawValue & KMOD_CTRL.rawValue) != 0 {
                pipeline.pinchWheel(CGFloat(event.wheel.preciseY))
            } else {
                pipeline.wheel(CGFloat(event.wheel.preciseY))
            }
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                let (points, scale) = currentSize()
                pipeline.resize(to: points, scale: scale)
                surface?.adopt(into: pipeline)
            case SDL_WINDOWEVENT_FOCUS_LOST:
                pipeline.cancelTouches()
            case SDL_WINDOWEVENT_LEAVE:
                pipeline.pointerExited()
            case SDL_WINDOWEVENT_EXPOSED:
                present(whole: true)
            case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
                pipeline.windowVisibilityChanged(isVisible: false)
            case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
                pipeline.windowVisibilityChanged(isVisible: true)
            default: break
            }
        default: break
        }
    }

    /// The framebuffer whose pixels the texture holds as of the last present (nil: none, or unknown).
    private weak var textureHolds: Framebuffer?

    /// The UTF-8 text of a fixed-size, NUL-terminated C array of an SDL event.
    private static func string(fromCString bytes: UnsafeRawBufferPointer) -> String {
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes.prefix(length), as: UTF8.self)
    }

    /// Runs SDL's text input while a text field is first responder, with the input method's candidate window
    /// at the field (SDL_SetTextInputRect, in window coordinates), and stops it when none is: typed keys then
    /// stay plain key presses, and no input method takes them.
    func syncTextInput() {
        let rect = pipeline.textInputRect.map { CGRect(x: $0.minX.rounded(), y: $0.minY.rounded(),
                                                       width: $0.width.rounded(), height: $0.height.rounded()) }
        guard rect != textInputRect else { return }
        if let rect {
            var area = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
            SDL_SetTextInputRect(&area)
            if textInputRect == nil { SDL_StartTextInput() }
        } else {
            SDL_StopTextInput()
        }
        textInputRect = rect
    }

    /// Uploads the framebuffer into the streaming texture and presents it; returns the presented pixels when asked.
    /// Once the texture holds a frame of this framebuffer, only the rectangles each frame redrew are uploaded.
    @discardableResult
    func present(readBack: Bool = false, whole: Bool = false) -> Framebuffer? {
        let fb = pipeline.framebuffer
        if let surface {
            // The pipeline draws into the window's pixels: only what it redrew goes to the server.
            // Re-adopted (a resize, or SDL made new pixels): the last frame is copied over, so nothing undrawn shows.
            if surface.framebuffer !== fb && !surface.adopt(into: pipeline) { return nil }
            if !surface.present(pipeline, whole: whole) {
                // SDL made the surface anew without a size event: draw into the new pixels from the next frame.
                surface.adopt(into: pipeline)
                surface.present(pipeline, whole: true)
            }
            return readBack ? pipeline.framebuffer.copy() : nil
        }
        if texture == nil || textureSize.w != fb.width || textureSize.h != fb.height {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(fb.width), Int32(fb.height))
            textureSize = (fb.width, fb.height)
            textureHolds = nil
        }
        guard let texture else { return nil }
        if textureHolds === fb { uploadRedrawnRects(of: fb, into: texture) } else { uploadWhole(fb, into: texture) }
        textureHolds = fb
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        var captured: Framebuffer?
        if readBack {
            let out = Framebuffer(width: fb.width, height: fb.height, scale: fb.scale)
            if SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, out.bytes, Int32(out.stride)) == 0 {
                out.markDirty()
                captured = out
            }
        }
        SDL_RenderPresent(renderer)
        return captured
    }

    /// Copies every pixel of `fb` into the texture.
    private func uploadWhole(_ fb: Framebuffer, into texture: OpaquePointer) {
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return }
        let src = fb.bytes
        let rowBytes = fb.width * 4
        for y in 0..<fb.height {
            (pixels + y * Int(pitch)).copyMemory(from: src + y * fb.stride, byteCount: rowBytes)
        }
        SDL_UnlockTexture(texture)
    }

    /// Uploads the rectangles the last composite redrew (the scene's damage, and the overlay's): when they lie
    /// close together, the texture is locked once over all of them and their bounding box copied in from the
    /// framebuffer (current everywhere: what SDL hands out to a lock need not hold the old pixels); when they
    /// lie apart, each is uploaded on its own.
    private func uploadRedrawnRects(of fb: Framebuffer, into texture: OpaquePointer) {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min, area = 0
        pipeline.forEachRedrawnRect { x, y, w, h in
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + w); y1 = max(y1, y + h)
            area += w * h
        }
        guard area > 0 else { return }
        let union = (x1 - x0) * (y1 - y0)
        guard union <= 2 * area + 128 * 128 else {
            pipeline.forEachRedrawnRect { x, y, w, h in
                var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h))
                SDL_UpdateTexture(texture, &rect, fb.bytes + y * fb.stride + x * 4, Int32(fb.stride))
            }
            return
        }
        var rect = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, &rect, &pixels, &pitch) == 0, let pixels else { return }
        let rowBytes = (x1 - x0) * 4
        for y in y0..<y1 {
            (pixels + (y - y0) * Int(pitch)).copyMemory(from: fb.bytes + y * fb.stride + x0 * 4, byteCount: rowBytes)
        }
        SDL_UnlockTexture(texture)
    }
}
