/// The top level of a randomuser.me (version 1.4) response:
/// `{"results": [...], "info": {...}}`.
///
/// `results` must be an array, or the body is not a response at all. Each of
/// its elements is read on its own (see `RandomUserRecordSlot`), so one
/// unreadable record never spoils the others. `info` is optional: a missing or
/// unreadable `info` leaves `info` `nil` and sets `infoWasUnreadable` where it
/// was present but could not be read.
struct RandomUserResponse: Decodable {
    var results: [RandomUserRecordSlot]
    var info: RandomUserInfo?
    /// `true` when the body had an `info` member that could not be read.
    var infoWasUnreadable: Bool

    private enum CodingKeys: String, CodingKey {
        case results, info
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = try container.decode([RandomUserRecordSlot].self, forKey: .results)
        do {
            info = try container.decodeIfPresent(RandomUserInfo.self, forKey: .info)
            infoWasUnreadable = false
        } catch {
            info = nil
            infoWasUnreadable = true
        }
    }
}
