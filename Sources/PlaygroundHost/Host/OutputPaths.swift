import Foundation

/// Checks, before a run, that what it will write can be written: so a bad `--out` or `--json` fails at once
/// with one line, not after the work.
///
/// ```swift
/// try OutputPaths.checkDirectory("out")          // fine if missing (made later) or a directory
/// try OutputPaths.checkFile("bench.json")        // its directory exists and is writable
/// ```
package enum OutputPaths {
    /// `path` is a directory, or does not exist yet (it will be made); `hint` ends the message for a file.
    package static func checkDirectory(_ path: String, hint: String = "") throws {
        guard !path.isEmpty else { throw PlaygroundError.cannotWrite(path: "''", reason: "the path is empty") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw PlaygroundError.cannotWrite(path: path, reason: "it is a file, not a directory" + hint)
        }
    }

    /// A file can be written at `path` under `OutputFile`'s rule: missing in a writable directory, a writable
    /// regular file, a link to one, or a writable device or FIFO.
    package static func checkFile(_ path: String) throws {
        _ = try OutputFile.Destination.resolve(path)
    }
}
