import Foundation

/// A key on the keyboard, as scenes receive it in `Scene.handleKey(_:)`.
///
/// ```swift
/// override func handleKey(_ key: Key) -> Bool {
///     switch key {
///     case .r: restart(); return true
///     case .left where key.modifiers.contains(.shift): previousLevel(); return true
///     default: return false
///     }
/// }
/// ```
///
/// Keys compare by what was pressed, not by modifiers: `Key.r == Key.r.with(.shift)`; read `modifiers` to
/// tell them apart. Letters are named by their capital ("R"), other keys by SDL's names ("Space", "Left",
/// "Return", "Escape", "F1"); `Key(named:)` reads those names, case-insensitively.
nonisolated public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The key's canonical name: "A"…"Z", "0"…"9", "Space", "Left", "F1"…
    public let name: String
    /// The modifier keys held with it.
    public var modifiers: KeyModifiers = []

    private init(_ name: String) { self.name = name }

    /// The key called `name` (a letter, a digit, or one of the named keys, any case), optionally after
    /// modifiers joined by "+": "Ctrl+Space", "Shift+R", "Alt+Left"; nil for unknown names.
    public init?(named name: String) {
        var trimmed = name.trimmingCharacters(in: .whitespaces)
        var modifiers: KeyModifiers = []
        while let plus = trimmed.firstIndex(of: "+"), plus != trimmed.startIndex, trimmed.index(after: plus) != trimmed.endIndex {
            switch trimmed[..<plus].lowercased() {
            case "ctrl", "control": modifiers.insert(.control)
            case "alt", "option": modifiers.insert(.alt)
            case "shift": modifiers.insert(.shift)
            case "cmd", "command", "super", "meta": modifiers.insert(.command)
            default: return nil
            }
            trimmed = String(trimmed[trimmed.index(after: plus)...])
        }
        guard var key = Key(plainName: trimmed) else { return nil }
        key.modifiers = modifiers
        self = key
    }

    /// A key name without modifiers.
    private init?(plainName trimmed: String) {
        guard !trimmed.isEmpty else { return nil }
        if trimmed.count == 1, let c = trimmed.uppercased().first, c.isASCII, c.isLetter || c.isNumber {
            self.init(String(c))
            return
        }
        if trimmed.count == 1, Key.punctuation.contains(trimmed) {
            self.init(trimmed)
            return
        }
        let lower = trimmed.lowercased()
        if let known = Key.named.first(where: { $0.name.lowercased() == lower }) {
            self.init(known.name)
            return
        }
        if let alias = Key.aliases[lower] {
            self.init(alias)
            return
        }
        return nil
    }

    /// The same key with `modifiers` held.
    public func with(_ modifiers: KeyModifiers) -> Key {
        var key = self
        key.modifiers = modifiers
        return key
    }

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.command) { parts.append("Cmd") }
        parts.append(name)
        return parts.joined(separator: "+")
    }

    public static func == (a: Key, b: Key) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether this is a letter or digit key.
    public var isAlphanumeric: Bool { name.count == 1 && (name.first?.isLetter ?? false || name.first?.isNumber ?? false) }

    /// Whether the press types a character (a letter, digit, punctuation or Space, without Ctrl, Alt or Cmd;
    /// Shift allowed): while a text field is first responder the character arrives as typed text instead, so
    /// the host does not also hand it on as a key.
    public var typesCharacter: Bool {
        modifiers.isDisjoint(with: [.control, .alt, .command]) && (name.count == 1 || self == .space)
    }

    public static let a = Key("A"), b = Key("B"), c = Key("C"), d = Key("D"), e = Key("E"), f = Key("F")
    public static let g = Key("G"), h = Key("H"), i = Key("I"), j = Key("J"), k = Key("K"), l = Key("L")
    public static let m = Key("M"), n = Key("N"), o = Key("O"), p = Key("P"), q = Key("Q"), r = Key("R")
    public static let s = Key("S"), t = Key("T"), u = Key("U"), v = Key("V"), w = Key("W"), x = Key("X")
    public static let y = Key("Y"), z = Key("Z")
    public static let digit0 = Key("0"), digit1 = Key("1"), digit2 = Key("2"), digit3 = Key("3"), digit4 = Key("4")
    public static let digit5 = Key("5"), digit6 = Key("6"), digit7 = Key("7"), digit8 = Key("8"), digit9 = Key("9")
    public static let space = Key("Space"), `return` = Key("Return"), escape = Key("Escape"), tab = Key("Tab")
    public static let backspace = Key("Backspace"), delete = Key("Delete")
    public static let left = Key("Left"), right = Key("Right"), up = Key("Up"), down = Key("Down")
    public static let home = Key("Home"), end = Key("End"), pageUp = Key("PageUp"), pageDown = Key("PageDown")
    public static let f1 = Key("F1"), f2 = Key("F2"), f3 = Key("F3"), f4 = Key("F4"), f5 = Key("F5"), f6 = Key("F6")
    public static let f7 = Key("F7"), f8 = Key("F8"), f9 = Key("F9"), f10 = Key("F10"), f11 = Key("F11"), f12 = Key("F12")
    public static let questionMark = Key("?"), slash = Key("/"), period = Key("."), comma = Key(","), minus = Key("-")
    public static let equals = Key("="), plus = Key("+")

    /// The named (non-character) keys.
    private static let named: [Key] = [
        .space, .return, .escape, .tab, .backspace, .delete, .left, .right, .up, .down, .home, .end, .pageUp,
        .pageDown, .f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12,
    ]
    private static let punctuation: Set<String> = ["?", "/", ".", ",", "-", "=", "+", "[", "]", ";", "'", "`", "\\"]
    /// Other spellings (SDL's and common ones).
    private static let aliases: [String: String] = [
        "esc": "Escape", "enter": "Return", "keypad enter": "Return", "page up": "PageUp", "page down": "PageDown",
        "arrowleft": "Left", "arrowright": "Right", "arrowup": "Up", "arrowdown": "Down", "question": "?",
    ]
}

/// Modifier keys held with a key (UIKeyModifierFlags).
///
/// ```swift
/// if key == .left && key.modifiers.contains(.shift) { previousLevel() }
/// input.pointerDown(at: CGPoint(x: 200, y: 300), modifiers: .alt)   // a two-finger touch
/// ```
nonisolated public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
    public static let command = KeyModifiers(rawValue: 8)
}
