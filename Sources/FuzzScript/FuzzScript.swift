// The fuzz target of the script parser and the command line's number parsing (`make fuzz`).
//
// Built with `-sanitize=fuzzer -DFUZZING -parse-as-library`, libFuzzer drives `LLVMFuzzerTestOneInput`; built
// plainly (`swift build`), it replays the files it is given — a crash libFuzzer saved, say:
// `swift run FuzzScript .build-fuzz/crashes/crash-1234…`.
import Foundation
import PlaygroundHost

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ParserFuzzing.check(size > 0 ? Array(UnsafeBufferPointer(start: data, count: size)) : [])
    return 0
}

/// libFuzzer's driver (its own `main` is replaced: SwiftPM links an executable's entry point as
/// `<target>_main`).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("FuzzScript_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzOneInput)
}
#else
/// Replays inputs through the fuzz target's checks.
@main
enum ReplayFuzzInputs {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("FuzzScript: cannot read \(path)\n".utf8))
                exit(1)
            }
            ParserFuzzing.check(Array(data))
            print("\(path): ok")
        }
    }
}
#endif
