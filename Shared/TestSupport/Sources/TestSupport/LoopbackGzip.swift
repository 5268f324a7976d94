import Foundation
import Primitives

/// gzip bodies for `LoopbackHTTPServer` responses, written by `Primitives`' ``GzipMember``
/// (no compression library): real gzip that any client inflates, and a gzip bomb (a small
/// body that inflates to a huge one).
public enum LoopbackGzip {
    /// `data` as a gzip member of stored (uncompressed) deflate blocks, with its CRC-32 and
    /// length: what a server sends with `Content-Encoding: gzip`.
    public static func encoded(_ data: Data) -> Data {
        Data(GzipMember.stored([UInt8](data)))
    }

    /// A gzip bomb: a body about 160 times smaller than the `inflatedSize` zero bytes it
    /// inflates to, meant to be refused long before its end.
    public static func bomb(inflatingTo inflatedSize: Int) -> Data {
        Data(GzipMember.zeros(count: inflatedSize))
    }
}
