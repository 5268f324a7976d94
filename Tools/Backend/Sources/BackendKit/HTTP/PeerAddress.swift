/// Tells loopback addresses from others, by their text.
public enum PeerAddress {
    /// `true` for 127.0.0.0/8, `::1`, and IPv4-mapped loopback (`::ffff:127.0.0.1`).
    public static func isLoopback(_ address: String) -> Bool {
        let lowered = address.lowercased()
        let ipv4 = lowered.hasPrefix("::ffff:") ? String(lowered.dropFirst(7)) : lowered
        if ipv4.hasPrefix("127."), ipv4.split(separator: ".").count == 4 { return true }
        return lowered == "::1" || lowered == "0:0:0:0:0:0:0:1"
    }
}
