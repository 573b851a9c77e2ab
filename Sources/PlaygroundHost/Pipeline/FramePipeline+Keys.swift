import Foundation
import Views

/// Keys and text: the host's keys first (time control, inspector, recording, help, quit), then the first
/// responder, the scene and Escape's one step back; typed text and compositions to the first responder.
extension FramePipeline {
    /// A key press. The host's keys come first (Ctrl+… time control, inspector, recording and quit; F1 help),
    /// then the first responder and its superviews (a text field's editing keys), then the scene; a `?` the
    /// scene does not use opens the help. Escape steps back one level: the help or the inspector closes first
    /// (they are on top), then the first responder (a text field ends editing), then the scene's own levels
    /// (`handleKey`, then `performEscape`: close a menu, dismiss what it presented, pop), then back to the
    /// launcher; on the launcher a first Escape says how to quit and a second within
    /// `quitConfirmationInterval` quits.
    public func key(_ key: Key) {
        noteInput()
        if handleHostKey(key) { return }
        if key == .escape, overlay?.closeTopPanel() == true { return }
        // While a text field takes text, a typed character arrives as text (`textInput`), not as a key.
        if key.typesCharacter && world.textInputResponder != nil { return }
        let used = world.run {
            world.sendKeyToFirstResponder(key) || scene.handleKey(key)
                || (key == .escape && scene.performEscape())
        }
        guard !used else { return }
        if overlay?.handleUnusedKey(key) == true { return }
        guard key == .escape else { return }
        if isShowingLauncher {
            let now = world.inputTime
            if let last = lastLauncherEscape, now - last <= FramePipeline.quitConfirmationInterval {
                wantsQuit = true
            } else {
                lastLauncherEscape = now
                overlay?.show(notice: "Press Esc again to quit · Ctrl+Q quits", seconds: FramePipeline.quitConfirmationInterval)
            }
        } else {
            returnToLauncher()
        }
    }

    /// Seconds within which a second Escape on the launcher quits.
    public static let quitConfirmationInterval: TimeInterval = 1

    // MARK: Text input (routed to the world's first responder)

    /// Typed text (SDL_TEXTINPUT): inserted where the caret is, committing a composition.
    public func textInput(_ text: String) {
        noteInput()
        world.run { world.insertText(text) }
    }

    /// An input method's composition (SDL_TEXTEDITING): `text` shown marked, the input method's cursor
    /// `cursor` characters (Unicode scalars, as SDL counts) into it with `length` selected; empty text ends
    /// the composition.
    public func textEditing(_ text: String, cursor: Int, length: Int = 0) {
        world.run { world.setMarkedText(text, cursor: cursor, length: length) }
    }

    /// Where the text field taking text is, in window points, while one is first responder: the host then
    /// runs the platform's text input (SDL_StartTextInput) and puts the input method's candidates there
    /// (SDL_SetTextInputRect); nil when no text field is first responder (SDL_StopTextInput).
    public var textInputRect: CGRect? { world.textInputRect }

    /// Real seconds until the scene changes on its own without animating (a text field's caret blinks); a
    /// host that sleeps while nothing animates wakes by then. Nil when nothing is due or time is paused.
    public var secondsUntilTimedChange: TimeInterval? {
        guard !timeControl.isPaused, let due = world.nextTimedChange else { return nil }
        return max(due - mediaClock.now, 0) / max(timeControl.rate, 1e-6)
    }

    /// The keys no scene can shadow; returns whether `key` was one.
    package func handleHostKey(_ key: Key) -> Bool {
        if overlay?.handleHostKey(key) == true || hostKeys?(key) == true { return true }
        guard key.modifiers.contains(.control) else { return false }
        switch key {
        case .down: timeControl.rate = timeControl.slower
        case .up: timeControl.rate = timeControl.faster
        case .digit0:
            timeControl.rate = 1
            timeControl.isPaused = false
        case .space: timeControl.isPaused.toggle()
        case .right:
            timeControl.isPaused = true
            timeControl.step()
        case .o:
            onionSkin.isEnabled.toggle()
            // The path is of the view selected in the inspector, if any (chosen when the overlay is next drawn).
            overlay?.show(notice: onionSkin.isEnabled
                          ? "Onion skin on: \(onionSkin.ghostCount) ghosts · a path for the view selected in the inspector"
                          : "Onion skin off", seconds: 3)
        case .q: quit()
        default: return false
        }
        return true
    }

    /// Asks the pipeline to end (Ctrl+Q, window closed).
    public func quit() {
        wantsQuit = true
    }
}
