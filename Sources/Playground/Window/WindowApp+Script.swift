import CSDL2
import Foundation
import Views
import PlaygroundHost

/// Scripted runs in the real window (the window tests): a script's input goes through SDL's own event queue,
/// its shots are read back from the renderer.
extension WindowApp {
    func play(_ script: Script) throws {
        guard let clock = clock as? VirtualClock else { return }
        let driver = SceneDriver(pipeline: pipeline, clock: clock)
        driver.compositesEveryFrame = true
        var event = SDL_Event()
        driver.afterFrame = { [unowned self, unowned driver] _ in
            // Ctrl+C, SIGTERM (SDL turns both into SDL_QUIT) or closing the window stops the script between
            // frames: a shot being written is finished first.
            while SDL_PollEvent(&event) != 0 {
                if SDL_EventType(event.type) == SDL_QUIT { driver.stop() }
            }
            syncTextInput()
            present()
            // A recording (key Ctrl+R) learns the virtual time frame by frame.
            recordings?.afterFrame(at: clock.now)
        }
        // The script's text and compositions go through SDL's queue and back, as typed text does.
        driver.deliverText = { [unowned self, unowned driver] text in
            self.inject(text)
            while SDL_PollEvent(&event) != 0 {
                switch SDL_EventType(event.type) {
                case SDL_QUIT: driver.stop()
                case SDL_TEXTINPUT, SDL_TEXTEDITING, SDL_TEXTEDITING_EXT: self.dispatch(event)
                default: break
                }
            }
        }
        pipeline.frame(at: clock.now)
        present()
        let dir = outputDirectory ?? "."
        defer {
            wasInterrupted = driver.isStopped
            // A recording still running when the script ends (or is stopped) is finished, not left half-written.
            recordings?.finishAll(at: clock.now)
        }
        try driver.play(script, writingShotsTo: dir) { name in
            guard let frame = self.present(readBack: true) else {
                throw PlaygroundError.window("the presented frame could not be read back: \(String(cString: SDL_GetError()))")
            }
            let path = try PNGOutput.write(frame, named: name, in: dir)
            self.written.append(path)
            self.onShot?(path)
        }
    }
}

extension WindowApp {
    /// Pushes a script's text onto SDL's event queue as the text input would deliver it — only while SDL's text
    /// input is on, as a real keyboard's text only comes then: SDL_TEXTINPUT in pieces of at most 31 bytes cut
    /// between characters (as SDL cuts long input), a composition as SDL_TEXTEDITING, or SDL_TEXTEDITING_EXT
    /// when too long for it.
    func inject(_ text: SceneDriver.TextEvent) {
        guard SDL_IsTextInputActive() == SDL_TRUE else { return }
        let windowID = SDL_GetWindowID(window)
        switch text {
        case .text(let string):
            for piece in WindowApp.pieces(of: string, maxBytes: Int(SDL_TEXTINPUTEVENT_TEXT_SIZE) - 1) {
                var event = SDL_Event()
                event.text.type = SDL_TEXTINPUT.rawValue
                event.text.windowID = windowID
                withUnsafeMutableBytes(of: &event.text.text) { buffer in
                    buffer.copyBytes(from: piece.utf8)
                    buffer[piece.utf8.count] = 0
                }
                SDL_PushEvent(&event)
            }
        case .editing(let string, let cursor, let length):
            var event = SDL_Event()
            if string.utf8.count < Int(SDL_TEXTEDITINGEVENT_TEXT_SIZE) {
                event.edit.type = SDL_TEXTEDITING.rawValue
                event.edit.windowID = windowID
                event.edit.start = Int32(cursor)
                event.edit.length = Int32(length)
                withUnsafeMutableBytes(of: &event.edit.text) { buffer in
                    buffer.copyBytes(from: string.utf8)
                    buffer[string.utf8.count] = 0
                }
            } else {
                event.editExt.type = SDL_TEXTEDITING_EXT.rawValue
                event.editExt.windowID = windowID
                event.editExt.start = Int32(cursor)
                event.editExt.length = Int32(length)
                event.editExt.text = SDL_strdup(string)
            }
            SDL_PushEvent(&event)
        }
    }

    /// `string` cut between characters into pieces of at most `maxBytes` (≥ 4) UTF-8 bytes; a character longer
    /// than that on its own (a long emoji sequence) is cut between its code points.
    static func pieces(of string: String, maxBytes: Int) -> [String] {
        var pieces: [String] = [], current = ""
        func add(_ part: String) {
            if current.utf8.count + part.utf8.count > maxBytes, !current.isEmpty {
                pieces.append(current)
                current = ""
            }
            current += part
        }
        for character in string {
            if character.utf8.count <= maxBytes {
                add(String(character))
            } else {
                for scalar in character.unicodeScalars { add(String(scalar)) }
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}

extension Key {
    /// The key an SDL key event names, with its modifiers.
    init?(sdl sym: SDL_Keysym) {
        guard let name = SDL_GetKeyName(sym.sym), var key = Key(named: String(cString: name)) else { return nil }
        let mod = UInt32(sym.mod)
        var modifiers: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        key.modifiers = modifiers
        self = key
    }
}
