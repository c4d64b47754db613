// The libFuzzer entry point of every binary Scripts/fuzz-smoke.sh builds. One build holds the
// harnesses of every target asked for (each compiled in by its flag: -D FUZZ_READER, -D FUZZ_COMMAND,
// -D FUZZ_STRINGS_FILE for strings-file, ...), so CI's smoke builds the library once for the reader
// and the command; FUZZ_TARGET names the harness a run exercises.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The target this process runs, from FUZZ_TARGET (read once).
private let fuzzTarget: String = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? "(FUZZ_TARGET not set)"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    switch fuzzTarget {
    #if FUZZ_READER
    case "reader": return fuzzReader(data, size)
    #endif
    #if FUZZ_COMMAND
    case "command": return fuzzCommand(data, size)
    #endif
    #if FUZZ_USERINFO
    case "userinfo": return fuzzUserInfo(data, size)
    #endif
    #if FUZZ_FIT
    case "fit": return fuzzFit(data, size)
    #endif
    #if FUZZ_SCHEMATYPE
    case "schematype": return fuzzSchemaType(data, size)
    #endif
    #if FUZZ_PATTERN
    case "pattern": return fuzzPattern(data, size)
    #endif
    #if FUZZ_CATALOG
    case "catalog": return fuzzCatalog(data, size)
    #endif
    #if FUZZ_STRINGS_FILE
    case "strings-file": return fuzzStringsFile(data, size)
    #endif
    #if FUZZ_ANDROID_VALUES
    case "android-values": return fuzzAndroidValues(data, size)
    #endif
    #if FUZZ_FORMAT
    case "format": return fuzzFormat(data, size)
    #endif
    default: fatalError("fuzz: target \(fuzzTarget) is not in this build")
    }
}
