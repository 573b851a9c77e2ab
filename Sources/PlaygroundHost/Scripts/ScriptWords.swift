import Foundation

/// One script line split into words: spaces and tabs separate them, `#` starts a comment, and a word that
/// opens with a double quote runs to the closing one — spaces and `#` included — with the escapes `\"`, `\\`
/// and `\n`.
///
/// ```swift
/// try ScriptWords.split(#"text "Hello 你好" # greet"#)   // [.plain("text"), .quoted("Hello 你好")]
/// try ScriptWords.split(#"compose "ni" 2"#)               // [.plain("compose"), .quoted("ni"), .plain("2")]
/// ```
package enum ScriptWords {
    package enum Word: Equatable {
        case plain(String)
        case quoted(String)

        package var text: String {
            switch self {
            case .plain(let s), .quoted(let s): s
            }
        }

        package var isQuoted: Bool { if case .quoted = self { true } else { false } }
    }

    /// The words of `line`; throws a one-line message for an unclosed quote or an unknown escape. The line is
    /// read scalar by scalar, not by grapheme: a quote followed by a combining mark, a ZWJ or an emoji modifier
    /// (which would join it into one character) still opens or closes the text, and the mark is the text's.
    package static func split(_ line: Substring) throws(ScriptWordsError) -> [Word] {
        var words: [Word] = []
        let scalars = line.unicodeScalars
        var i = scalars.startIndex
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\r" }
        while i < scalars.endIndex {
            let c = scalars[i]
            if isSpace(c) {
                i = scalars.index(after: i)
            } else if c == "#" {
                break
            } else if c == "\"" {
                var text = String.UnicodeScalarView()
                var j = scalars.index(after: i)
                var closed = false
                while j < scalars.endIndex {
                    let d = scalars[j]
                    if d == "\"" {
                        closed = true
                        j = scalars.index(after: j)
                        break
                    }
                    if d == "\\" {
                        let k = scalars.index(after: j)
                        guard k < scalars.endIndex else { break }
                        switch scalars[k] {
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        case "n": text.append("\n")
                        default: throw ScriptWordsError("unknown escape '\\\(scalars[k])' in quoted text (expected \\\", \\\\ or \\n)")
                        }
                        j = scalars.index(after: k)
                    } else {
                        text.append(d)
                        j = scalars.index(after: j)
                    }
                }
                guard closed else { throw ScriptWordsError("quoted text without its closing '\"'") }
                if j < scalars.endIndex, !isSpace(scalars[j]), scalars[j] != "#" {
                    throw ScriptWordsError("expected a space after the closing '\"', found '\(scalars[j])'")
                }
                words.append(.quoted(String(text)))
                i = j
            } else {
                var j = i
                while j < scalars.endIndex, !isSpace(scalars[j]), scalars[j] != "#" { j = scalars.index(after: j) }
                words.append(.plain(String(scalars[i..<j])))
                i = j
            }
        }
        return words
    }
}

/// What is wrong with a script line's words (one line, without the file and line number).
package struct ScriptWordsError: Error {
    package let message: String
    package init(_ message: String) { self.message = message }
}
