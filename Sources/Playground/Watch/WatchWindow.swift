import CSDL2
import Foundation
import PlaygroundHost
import Rendering
import Views

/// The watch window (`watch`): an SDL window showing the scene a child process draws, its input forwarded
/// and logged, reloaded on every save (see `WatchSession`).
///
/// ```swift
/// try WatchWindow(configuration, size: nil).run()      // returns when the window closes
/// ```
///
/// The loop sleeps in SDL_WaitEvent until input, a frame of the scene, a build's end or a save arrives (the
/// threads wake it with an SDL user event): nothing runs while nothing happens.
@MainActor
final class WatchWindow {
    private let configuration: WatchSession.Configuration
    private let requestedSize: CGSize?
    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize = (w: 0, h: 0)
    private var session: WatchSession!
    private var pointer = CGPoint(x: -1, y: -1)
    private var textInputRect: CGRect?
    private var titleScene = ""
    /// Each line of news (standard output by default).
    var onStatus: (String) -> Void = { OutputFile.printLine($0, toStandardError: false) }

    init(_ configuration: WatchSession.Configuration, size: CGSize?) {
        self.configuration = configuration
        requestedSize = size
    }

    func run() throws {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        try WindowApp.initVideo()
        defer { close() }
        let size = requestedSize ?? CGSize(width: 1180, height: 740)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        titleScene = configuration.scene
        guard let w = SDL_CreateWindow("Animation Playground — watching \(titleScene)", centered, centered,
                                       Int32(size.width), Int32(size.height), flags) else {
            throw PlaygroundError.window(String(cString: SDL_GetError()))
        }
        window = w
        renderer = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard renderer != nil else { throw PlaygroundError.window(String(cString: SDL_GetError())) }
        SDL_StopTextInput()
        let wakeType = SDL_RegisterEvents(1)
        let (points, scale) = currentSize()
        var mode = SDL_DisplayMode()
        let capacity = SDL_GetDesktopDisplayMode(0, &mode) == 0
            ? (width: Int(Double(mode.w) * scale), height: Int(Double(mode.h) * scale)) : nil
        session = try WatchSession(configuration, size: points, scale: scale, capacity: capacity) {
            var event = SDL_Event()
            event.type = wakeType
            _ = SDL_PushEvent(&event)
        }
        session.onStatus = { [weak self] line in self?.onStatus(line) }
        try session.start()
        onStatus("watch: watching \(configuration.sources) — save a file to rebuild and reload \(configuration.scene)")
        defer { session.stop() }
        var event = SDL_Event()
        var quit = false
        while !quit && !session.wantsQuit {
            let got: Int32
            if let due = session.nextTimedChange {
                let ms = Int32(max((due - MonotonicClock.seconds()) * 1000, 0).rounded(.up))
                got = SDL_WaitEventTimeout(&event, max(ms, 1))
            } else {
                got = SDL_WaitEvent(&event)
            }
            if got != 0 { quit = handle(event) || quit }
            while SDL_PollEvent(&event) != 0 { quit = handle(event) || quit }
            if let box = session.update() { present(box) }
            syncTextInput()
            if session.sceneName != titleScene {
                // Another scene opened from the launcher: the title follows.
                titleScene = session.sceneName
                SDL_SetWindowTitle(window, "Animation Playground — watching \(titleScene)")
            }
        }
    }

    private func close() {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let window { SDL_DestroyWindow(window) }
        texture = nil; renderer = nil; window = nil
        SDL_Quit()
    }

    private func currentSize() -> (CGSize, Double) {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        let scale = w > 0 ? Double(pw) / Double(w) : 1
        return (CGSize(width: Int(w), height: Int(h)), scale > 0 ? scale : 1)
    }

    /// The real time an SDL event happened.
    private func time(of event: SDL_Event) -> TimeInterval {
        let now = MonotonicClock.seconds()
        guard event.common.timestamp > 0 else { return now }
        return now - max(Double(SDL_GetTicks() &- event.common.timestamp) / 1000, 0)
    }

    /// Hands an event to the session; returns whether the window is to close.
    private func handle(_ event: SDL_Event) -> Bool {
        let t = time(of: event)
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return true
        case SDL_KEYDOWN:
            guard let key = Key(sdl: event.key.keysym) else { return false }
            // With no scene to quit, the window takes Ctrl+Q itself.
            if !session.isSceneRunning, key == .q, key.modifiers.contains(.control) { return true }
            session.send(.key(key.description), at: t)
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix(bytes.firstIndex(of: 0) ?? bytes.count), as: UTF8.self)
            }
            session.send(.text(text), at: t)
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: event.edit.text) { bytes in
                String(decoding: bytes.prefix(bytes.firstIndex(of: 0) ?? bytes.count), as: UTF8.self)
            }
            session.send(.editing(text, cursor: Int(event.edit.start), length: Int(event.edit.length)), at: t)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            let alt = (SDL_GetModState().rawValue & KMOD_ALT.rawValue) != 0
            pointer = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
            session.send(.down(pointer, alt: alt), at: t)
        case SDL_MOUSEMOTION:
            pointer = CGPoint(x: Int(event.motion.x), y: Int(event.motion.y))
            session.send(.move(pointer), at: t)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pointer = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
            session.send(.up(pointer), at: t)
        case SDL_MOUSEWHEEL:
            let at = CGPoint(x: Int(event.wheel.mouseX), y: Int(event.wheel.mouseY))
            if at != pointer {
                pointer = at
                session.send(.move(at), at: t)
            }
            let notches = Double(event.wheel.preciseY)
            let pinch = (SDL_GetModState().rawValue & KMOD_CTRL.rawValue) != 0
            session.send(pinch ? .pinch(notches) : .wheel(notches), at: t)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                let (points, scale) = currentSize()
                if points != session.size || scale != session.scale {
                    session.send(.resize(width: Int(points.width), height: Int(points.height), scale: scale), at: t)
                }
            case SDL_WINDOWEVENT_FOCUS_LOST:
                session.send(.cancelTouches, at: t)
            case SDL_WINDOWEVENT_LEAVE:
                session.send(.exited, at: t)
            case SDL_WINDOWEVENT_EXPOSED:
                present(nil)
            default: break
            }
        default: break
        }
        return false
    }

    /// Uploads the box of the session's screen that changed (all of it for nil) and presents.
    private func present(_ box: (x: Int, y: Int, width: Int, height: Int)?) {
        let fb = session.screen
        if texture == nil || textureSize.w != fb.width || textureSize.h != fb.height {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(fb.width), Int32(fb.height))
            textureSize = (fb.width, fb.height)
            var whole = SDL_Rect(x: 0, y: 0, w: Int32(fb.width), h: Int32(fb.height))
            if let texture { SDL_UpdateTexture(texture, &whole, fb.bytes, Int32(fb.stride)) }
        } else if let box, box.width > 0, box.height > 0, let texture {
            var rect = SDL_Rect(x: Int32(box.x), y: Int32(box.y), w: Int32(box.width), h: Int32(box.height))
            SDL_UpdateTexture(texture, &rect, fb.bytes + box.y * fb.stride + box.x * 4, Int32(fb.stride))
        }
        guard let texture else { return }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// SDL's text input runs while a text field of the scene takes text.
    private func syncTextInput() {
        let rect = session.textInputRect
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
}
