import Foundation
import Views

/// One input event the watch window hands the scene's process, at the real time it happened: what the
/// window sends as it happens and what it sends again, in order, to a reloaded scene so that it lands where
/// the last one was.
///
/// ```swift
/// let event = WatchEvent(time: 1003.25, frame: 195, kind: .down(CGPoint(x: 400, y: 300), alt: false))
/// event.line                         // "195 1003.25 down 400.0 300.0 0"
/// WatchEvent(line: event.line)       // == event
/// ```
///
/// `frame` is the frame of the scene's clock the event was delivered in (the scene's process reports it);
/// nil until it is known. A line is one event: fields split by single spaces, text last and escaped.
nonisolated public struct WatchEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The button went down (with Alt: two fingers mirrored about the point).
        case down(CGPoint, alt: Bool)
        case move(CGPoint)
        case up(CGPoint)
        /// Wheel notches (pressure on the view under the pointer).
        case wheel(Double)
        /// Ctrl + wheel notches: a pinch about the pointer.
        case pinch(Double)
        /// A key, as `Key.description` names it ("Ctrl+Space").
        case key(String)
        /// Typed text.
        case text(String)
        /// An input method's composition.
        case editing(String, cursor: Int, length: Int)
        /// The window lost the focus: touches are cancelled.
        case cancelTouches
        /// The pointer left the window.
        case exited
        /// The window's content size in points and pixels per point.
        case resize(width: Int, height: Int, scale: Double)
    }

    /// Real time (CLOCK_MONOTONIC seconds) the event happened.
    public var time: TimeInterval
    /// The frame index (since the scene opened) it was delivered in, once known.
    public var frame: Int?
    public var kind: Kind

    public init(time: TimeInterval, frame: Int? = nil, kind: Kind) {
        self.time = time
        self.frame = frame
        self.kind = kind
    }

    /// The event as one line (without the newline).
    public var line: String {
        let head = "\(frame ?? -1) \(time) "
        switch kind {
        case .down(let p, let alt): return head + "down \(Double(p.x)) \(Double(p.y)) \(alt ? 1 : 0)"
        case .move(let p): return head + "move \(Double(p.x)) \(Double(p.y))"
        case .up(let p): return head + "up \(Double(p.x)) \(Double(p.y))"
        case .wheel(let notches): return head + "wheel \(notches)"
        case .pinch(let notches): return head + "pinch \(notches)"
        case .key(let name): return head + "key " + Self.escape(name)
        case .text(let text): return head + "text " + Self.escape(text)
        case .editing(let text, let cursor, let length): return head + "edit \(cursor) \(length) " + Self.escape(text)
        case .cancelTouches: return head + "cancel"
        case .exited: return head + "exited"
        case .resize(let w, let h, let scale): return head + "resize \(w) \(h) \(scale)"
        }
    }

    /// Reads a line written by `line`; nil for anything else.
    public init?(line: String) {
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let frame = Int(parts[0]), let time = Double(parts[1]), time.isFinite else { return nil }
        let rest = parts[2]
        let word = rest.prefix { $0 != " " }
        let args = rest.dropFirst(word.count).drop { $0 == " " }
        let numbers = args.split(separator: " ").map { Double($0) }
        func point() -> CGPoint? {
            guard numbers.count >= 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else { return nil }
            return CGPoint(x: x, y: y)
        }
        func number() -> Double? { numbers.count == 1 ? numbers[0].flatMap { $0.isFinite ? $0 : nil } : nil }
        let kind: Kind
        switch word {
        case "down":
            guard numbers.count == 3, let p = point() else { return nil }
            kind = .down(p, alt: numbers[2] == 1)
        case "move":
            guard numbers.count == 2, let p = point() else { return nil }
            kind = .move(p)
        case "up":
            guard numbers.count == 2, let p = point() else { return nil }
            kind = .up(p)
        case "wheel":
            guard let n = number() else { return nil }
            kind = .wheel(n)
        case "pinch":
            guard let n = number() else { return nil }
            kind = .pinch(n)
        case "key": kind = .key(Self.unescape(args))
        case "text": kind = .text(Self.unescape(args))
        case "edit":
            let fields = args.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count >= 2, let cursor = Int(fields[0]), let length = Int(fields[1]) else { return nil }
            kind = .editing(fields.count == 3 ? Self.unescape(fields[2]) : "", cursor: cursor, length: length)
        case "cancel": kind = .cancelTouches
        case "exited": kind = .exited
        case "resize":
            let fields = args.split(separator: " ")
            guard fields.count == 3, let w = Int(fields[0]), let h = Int(fields[1]), let s = Double(fields[2]),
                  w > 0, h > 0, s.isFinite, s > 0 else { return nil }
            kind = .resize(width: w, height: h, scale: s)
        default: return nil
        }
        self.init(time: time, frame: frame >= 0 ? frame : nil, kind: kind)
    }

    /// `text` with backslashes and line breaks escaped (a line holds one event).
    package static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\r" }) else { return text }
        var out = ""
        for c in text {
            switch c {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(c)
            }
        }
        return out
    }

    package static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var out = ""
        var escaping = false
        for c in text {
            if escaping {
                out.append(c == "n" ? "\n" : c == "r" ? "\r" : c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}

extension WatchEvent {
    /// Hands the event to `pipeline` (the caller begins the frame and runs it).
    @MainActor
    package func deliver(to pipeline: FramePipeline, at frameTime: TimeInterval) {
        // Never later than the frame it is delivered in (as the window's own events).
        pipeline.input(at: min(time, frameTime)) {
            switch kind {
            case .down(let p, let alt): pipeline.pointerDown(at: p, modifiers: alt ? .alt : [])
            case .move(let p): pipeline.pointerMoved(to: p)
            case .up(let p): pipeline.pointerUp(at: p)
            case .wheel(let n):
                pipeline.wheel(CGFloat(n))
            case .pinch(let n): pipeline.pinchWheel(CGFloat(n))
            case .key(let name): if let key = Key(named: name) { pipeline.key(key) }
            case .text(let text): pipeline.textInput(text)
            case .editing(let text, let cursor, let length): pipeline.textEditing(text, cursor: cursor, length: length)
            case .cancelTouches: pipeline.cancelTouches()
            case .exited: pipeline.pointerExited()
            case .resize(let w, let h, let scale): pipeline.resize(to: CGSize(width: w, height: h), scale: scale)
            }
        }
    }
}
