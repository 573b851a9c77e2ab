import Foundation

/// A rebuild of an edited file without SwiftPM's start-up: the compile and link commands `swift build` wrote
/// into `.build/debug.yaml` (llbuild's manifest) for the package's own modules of a product, run directly —
/// the module that holds the edited file (the Swift driver compiles only what changed), the package's modules
/// that import it, then the link. Loading the package graph and planning the build is most of what
/// `swift build` spends on a one-file edit; this skips it.
///
/// ```swift
/// if let quick = QuickBuild.load(packageRoot: root, product: "MyAppApp", configuration: "debug"),
///    let steps = quick.steps(for: ["/pkg/Sources/MyApp/CardScene.swift"]) {
///     for step in steps { run(step) }           // each an argument vector; stop at the first failure
/// }
/// ```
///
/// Only edits of files the manifest knows are covered: a file added or removed, a folder made, a file of
/// another package, or no manifest yet gives nil, and `swift build` runs (it writes the manifest anew).
nonisolated struct QuickBuild: Sendable {
    struct Command: Sendable, Equatable {
        var name: String
        var inputs: [String]
        var outputs: [String]
        var args: [String]
    }

    /// The package's own modules linked into the product, in the manifest's order.
    let modules: [Command]
    /// The product's link.
    let link: Command

    /// Reads `<root>/.build/<configuration>.yaml`; nil when it is missing or has no such product.
    static func load(packageRoot root: String, product: String, configuration: String) -> QuickBuild? {
        guard let text = try? String(contentsOfFile: root + "/.build/\(configuration).yaml", encoding: .utf8) else { return nil }
        return parse(text, packageRoot: root, product: product)
    }

    /// The manifest's shell commands for `product`'s link and the package's modules in it.
    static func parse(_ text: String, packageRoot root: String, product: String) -> QuickBuild? {
        var commands: [Command] = []
        var current: Command?
        var isShell = false
        func finish() {
            if let c = current, isShell, !c.args.isEmpty { commands.append(c) }
            current = nil
            isShell = false
        }
        func array(_ line: Substring) -> [String] {
            guard let open = line.firstIndex(of: "[") else { return [] }
            let json = Data(line[open...].utf8)
            return (try? JSONDecoder().decode([String].self, from: json)) ?? []
        }
        var inCommands = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") {
                finish()
                inCommands = line.hasPrefix("commands:")
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("  \""), !line.hasPrefix("   ") {
                finish()
                // `  "NAME":` — the name may hold escaped quotes only in theory; the commands wanted have none.
                let body = line.dropFirst(3)
                guard let end = body.range(of: "\":", options: .backwards) else { continue }
                current = Command(name: String(body[..<end.lowerBound]), inputs: [], outputs: [], args: [])
                continue
            }
            let field = line.drop { $0 == " " }
            if field.hasPrefix("tool: ") { isShell = field == "tool: shell" }
            else if field.hasPrefix("inputs: ") { current?.inputs = array(field) }
            else if field.hasPrefix("outputs: ") { current?.outputs = array(field) }
            else if field.hasPrefix("args: ") { current?.args = array(field) }
        }
        finish()
        guard let link = commands.first(where: { $0.name.hasPrefix("C.\(product)-") && $0.name.hasSuffix(".exe") }) else {
            return nil
        }
        let sources = root + "/Sources/"
        let linked = Set(link.inputs)
        let modules = commands.filter { command in
            command.name.hasPrefix("C.") && command.name.hasSuffix(".module") && command.args.contains("-module-name")
                && command.inputs.contains { $0.hasPrefix(sources) && $0.hasSuffix(".swift") }
                && command.outputs.contains { $0.hasSuffix(".o") && linked.contains($0) }
        }
        guard !modules.isEmpty else { return nil }
        return QuickBuild(modules: modules, link: link)
    }

    /// The argument vectors that rebuild the product after `changed` files were edited, or nil when they are
    /// not all sources of its modules (then `swift build` must run).
    func steps(for changed: [String]) -> [[String]]? {
        guard !changed.isEmpty else { return nil }
        var dirty = Set<Int>()
        for path in changed {
            guard let i = modules.firstIndex(where: { $0.inputs.contains(path) }),
                  FileManager.default.fileExists(atPath: path) else { return nil }
            dirty.insert(i)
        }
        func imports(_ a: Int, _ b: Int) -> Bool {
            modules[b].outputs.contains { $0.hasSuffix(".swiftmodule") && modules[a].inputs.contains($0) }
        }
        // The modules that import a rebuilt one (its .swiftmodule is among their inputs), to a fixed point.
        var grew = true
        while grew {
            grew = false
            for i in modules.indices where !dirty.contains(i) && dirty.contains(where: { imports(i, $0) }) {
                dirty.insert(i)
                grew = true
            }
        }
        // Each after the ones it imports.
        var order: [Int] = []
        while order.count < dirty.count {
            guard let next = modules.indices.first(where: { i in
                dirty.contains(i) && !order.contains(i)
                    && !dirty.contains { $0 != i && !order.contains($0) && imports(i, $0) }
            }) else { return nil }
            order.append(next)
        }
        // Diagnostics as text (path:line:column: error: …), not the driver's JSON messages.
        let compiles = order.map { modules[$0].args.filter { $0 != "-parseable-output" } }
        return compiles + [linkArgs]
    }

    /// The link, with lld when the toolchain has it (it links the debug objects faster than gold).
    var linkArgs: [String] {
        guard let swiftc = link.args.first else { return link.args }
        let lld = ((swiftc as NSString).deletingLastPathComponent as NSString).appendingPathComponent("ld.lld")
        return FileManager.default.isExecutableFile(atPath: lld) ? link.args + ["-use-ld=lld"] : link.args
    }

    /// The jobs the Swift driver would run for `args` (what `-###` prints), as argument vectors: a link run
    /// as these skips the driver's own start-up (a second or so on a busy machine). Nil if it says none.
    static func driverJobs(_ args: [String], in folder: String) -> [[String]]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: args[0])
        process.arguments = Array(args.dropFirst()) + ["-###"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let jobs = String(decoding: data, as: UTF8.self).split(separator: "\n").map(shellWords).filter { !$0.isEmpty }
        guard !jobs.isEmpty, jobs.allSatisfy({ $0[0].hasPrefix("/") }) else { return nil }
        return jobs
    }

    /// A line of shell words: split at spaces outside quotes, quotes removed, backslash escapes kept literal.
    static func shellWords(_ line: Substring) -> [String] {
        var words: [String] = []
        var word = "", inWord = false, quote: Character?, escaped = false
        for c in line {
            if escaped { word.append(c); escaped = false; continue }
            if let q = quote {
                if c == q { quote = nil } else if c == "\\" && q == "\"" { escaped = true } else { word.append(c) }
                continue
            }
            switch c {
            case " ", "\t":
                if inWord { words.append(word); word = ""; inWord = false }
            case "'", "\"":
                quote = c; inWord = true
            case "\\":
                escaped = true; inWord = true
            default:
                word.append(c); inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}

/// The link jobs of the products built so far (the driver asked once per link command).
nonisolated final class LinkJobCache: @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [[String]: [[String]]] = [:]

    /// The jobs of `link`, asking the driver the first time; nil if it cannot say.
    func jobs(for link: [String], in folder: String) -> [[String]]? {
        if let known = lock.withLock({ jobs[link] }) { return known }
        guard let found = QuickBuild.driverJobs(link, in: folder) else { return nil }
        lock.withLock { jobs[link] = found }
        return found
    }
}
