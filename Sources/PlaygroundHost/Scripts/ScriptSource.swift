import Foundation

/// Where a script's text comes from: a regular file, or standard input for `-`. Anything else that exists at
/// the path (a directory, a device such as /dev/null, a pipe, a socket) is refused with a line that says what
/// it is, and so is a file larger than `Limits.scriptBytes` — before any of it is read.
///
/// ```swift
/// let source = try ScriptSource.read(path: "drag.txt")     // or "-" for standard input
/// let script = try Script.parse(source.text, file: source.name)
/// ```
package struct ScriptSource {
    /// The name errors give: the path, or "stdin".
    package let name: String
    package let text: String

    package static func read(path: String) throws -> ScriptSource {
        if path == "-" {
            let data = try readBounded(FileHandle.standardInput, name: "standard input")
            return ScriptSource(name: "stdin", text: try decode(data, name: "stdin"))
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw PlaygroundError.scriptNotFound(path: path) }
            throw PlaygroundError.unreadableScript(path: path, reason: String(cString: strerror(code)).lowercased())
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw PlaygroundError.unreadableScript(path: path, reason: "it is a directory, not a file")
        case S_IFCHR, S_IFBLK: throw PlaygroundError.unreadableScript(path: path, reason: "it is a device, not a file")
        case S_IFIFO:
            throw PlaygroundError.unreadableScript(path: path, reason: "it is a pipe, not a file; to read a script from a pipe, pass --script - and send it to standard input")
        case S_IFSOCK: throw PlaygroundError.unreadableScript(path: path, reason: "it is a socket, not a file")
        default: throw PlaygroundError.unreadableScript(path: path, reason: "it is not a regular file")
        }
        guard Int(info.st_size) <= Limits.scriptBytes else {
            throw PlaygroundError.unreadableScript(path: path, reason: "\(info.st_size) bytes is more than the limit of \(Limits.scriptBytes) bytes")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw PlaygroundError.unreadableScript(path: path, reason: String(cString: strerror(errno)).lowercased())
        }
        defer { try? handle.close() }
        return ScriptSource(name: path, text: try decode(try readBounded(handle, name: path), name: path))
    }

    /// Reads to the end, refusing more than `Limits.scriptBytes`.
    private static func readBounded(_ handle: FileHandle, name: String) throws -> Data {
        var data = Data()
        while true {
            let chunk: Data
            do { chunk = try handle.read(upToCount: 1 << 16) ?? Data() } catch {
                throw PlaygroundError.unreadableScript(path: name, reason: (error as NSError).localizedDescription)
            }
            if chunk.isEmpty { return data }
            data.append(chunk)
            if data.count > Limits.scriptBytes {
                throw PlaygroundError.unreadableScript(path: name, reason: "more than the limit of \(Limits.scriptBytes) bytes")
            }
        }
    }

    private static func decode(_ data: Data, name: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw PlaygroundError.malformedScript(file: name, line: 1, message: "the file is not UTF-8 text")
        }
        return text
    }
}

/// Adds up what a script asks for while it is parsed: its virtual time (`Limits.scriptTotalFrames`) and its
/// shots (`Limits.scriptShots`).
package struct ScriptBudget {
    private(set) var frames = 0
    private(set) var shots = 0

    /// Counts `command`; returns what is wrong once a limit is passed.
    package mutating func add(_ command: Script.Command) -> String? {
        switch command {
        case .frames(let n), .move(_, let n): frames += n
        case .pinch(_, _, let n): frames += n + 2
        case .down, .altDown, .up, .wheel, .zoom, .key, .text, .compose: frames += 1
        case .shot: shots += 1
        }
        if frames > Limits.scriptTotalFrames {
            return "the script runs \(frames) frames by this line, more than the limit of \(Limits.scriptTotalFrames) frames (10 minutes at 60 fps) for a whole script"
        }
        if shots > Limits.scriptShots {
            return "the script takes \(shots) shots by this line, more than the limit of \(Limits.scriptShots)"
        }
        return nil
    }
}
