import Foundation

/// gzip-encoded bodies, made once with `gzip` and kept as Base64.
enum CompressedBodies {
    /// `{"greeting":"hello, compressed world","count":3}`, gzipped.
    static let greeting = data(
        "H4sIAAAAAAACA6tWSi9KTS3JzEtXslLKSM3JyddRSM7PLShKLS5OTVEozy/KSVHSUUrOL80rUbIyrgUAZAlhXDAAAAA="
    )
    static let greetingText = #"{"greeting":"hello, compressed world","count":3}"#

    /// 114 bytes that inflate to 65,550: `{"padding":"aaa…"}` with 65,536 `a`s.
    static let inflatesTo65550Bytes = data(
        "H4sIAAAAAAACA+3BQQkAIBQFsC4vhm2ED+JFvIvdNci2k92r5hpp6QAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPDlPpXWODUOAAEA"
    )

    private static func data(_ base64: String) -> Data {
        Data(base64Encoded: base64) ?? Data()
    }
}
