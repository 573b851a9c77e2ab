import Foundation

/// Runs the built `playground` executable as a subprocess.
enum PlaygroundBinary {
    /// A fresh path in the temporary folder for a test's files (`prefix` names the test).
    static func temporaryPath(_ prefix: String) -> String {
        NSTemporaryDirectory() + "playground-" + prefix + "-" + UUID().uuidString
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var stdoutData = Data()
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// The executable: next to the test bundle, else in the package's `.build/debug`.
    static let url: URL? = {
        var candidates: [URL] = []
        if let test = Bundle.main.executableURL {
            candidates.append(test.deletingLastPathComponent().appendingPathComponent("playground"))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("playground"))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("playground"))
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/playground"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    private nonisolated final class DataBox: @unchecked Sendable { var data = Data() }

    /// Set once, read from another thread.
    nonisolated final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    /// Runs the executable with `arguments`; `input` goes to its standard input. A run still going after
    /// `timeout` seconds is killed (a hang fails the test instead of stopping the suite). With
    /// `fileSizeLimitKiB`, it runs under `ulimit -f` (ffmpeg too): every write past that size fails, as on a
    /// full disk.
    static func run(_ arguments: [String], environment: [String: String]? = nil, input: Data? = nil,
                    timeout: TimeInterval = 120, fileSizeLimitKiB: Int? = nil) throws -> Result {
        guard let url else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        if let limit = fileSizeLimitKiB {
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", "ulimit -f \(limit) && exec \"$0\" \"$@\"", url.path] + arguments
        } else {
            process.executableURL = url
            process.arguments = arguments
        }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        if let input {
            inPipe.fileHandleForWriting.write(input)
            try? inPipe.fileHandleForWriting.close()
        }
        let pid = process.processIdentifier
        let finished = Flag()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { if !finished.isSet { kill(pid, SIGKILL) } }
        defer { finished.set() }
        // Drain stderr in the background while reading stdout, so a full pipe cannot block the child.
        let errBox = DataBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errBox.data, as: UTF8.self), stdoutData: outData)
    }
}
