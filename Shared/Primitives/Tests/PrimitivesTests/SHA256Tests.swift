import Primitives
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    @Test(
        "Given the FIPS 180-4 test messages When hashed Then the digests are the published ones",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
            ),
        ]
    )
    func publishedVectors(message: String, digest: String) {
        #expect(SHA256.hexDigest(of: Array(message.utf8)) == digest)
    }

    @Test("Given a million a's When hashed Then the digest is the published one")
    func longMessage() {
        #expect(
            SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        )
    }

    @Test("Given names of content files When checked Then only 64 hexadecimal digits count as a hash")
    func hexDigestShape() {
        #expect(SHA256.isHexDigest(String(repeating: "a", count: 64)))
        #expect(SHA256.isHexDigest(String(repeating: "F", count: 64)))
        #expect(!SHA256.isHexDigest(String(repeating: "g", count: 64)))
        #expect(!SHA256.isHexDigest("abc"))
    }
}
