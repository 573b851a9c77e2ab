import Foundation

/// Checks, before a run, that what it will write can be written: so a bad `--out` or `--json` fails at once
/// with one line, not after the work.
///
/// ```swift
/// try OutputPaths.checkDirectory("out")          // fine if missing (made later) or a directory
/// try OutputPaths.checkFile("bench.json")        // its directory exists and is writable
/// ```
enum OutputPaths {
    /// `path` is a directory, or does not exist yet (it will be made).
    static func checkDirectory(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw PlaygroundError.cannotWrite(path: path, reason: "it is a file, not a directory")
        }
    }

    /// A file can be written at `path`: it is not a directory, and the directory it goes in exists and is
    /// writable (an existing file must be writable too).
    static func checkFile(_ path: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw PlaygroundError.cannotWrite(path: path, reason: "it is a directory") }
            if !manager.isWritableFile(atPath: path) { throw PlaygroundError.cannotWrite(path: path, reason: "permission denied") }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        let directory = parent.isEmpty ? "." : parent
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw PlaygroundError.cannotWrite(path: path, reason: "the directory \(directory) does not exist")
        }
        guard isDirectory.boolValue else {
            throw PlaygroundError.cannotWrite(path: path, reason: "\(directory) is not a directory")
        }
        guard manager.isWritableFile(atPath: directory) else {
            throw PlaygroundError.cannotWrite(path: path, reason: "the directory \(directory) is not writable")
        }
    }
}
