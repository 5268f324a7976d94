import Foundation
import Logging

/// Decodes a randomuser.me (version 1.4) response into a page of contacts.
/// A record that cannot be decoded is skipped and logged; the rest of the page stands.
///
/// What a record needs, and so what a partial response (`inc`/`exc`) must
/// keep for its records to be read, is listed on `RandomUserRecord`: every
/// member of the flat `ContactDataModel`. Every text is made safe and bounded,
/// and every value checked, as `RandomUserFieldRules` says. A record missing
/// a member, with a member of the wrong type, a date that is not ISO 8601, an
/// empty `login.uuid` or a value out of bounds (a 5 MB name, a birth date in
/// the future) is skipped, counted in `skippedRecordCount` and logged at
/// `notice` with its index in `results` and the reason (the embedded dataset
/// holds such records on purpose, so they are not warnings). A page holding
/// more records than asked for keeps the first ones and logs a warning.
public struct RandomUserResponseDecoder: Sendable {
    private let logger: Logger
    private let now: @Sendable () -> Date

    /// - Parameter now: today, the latest birth or registration date a record may have.
    public init(logger: Logger = Logger(label: "contacts.decoder"), now: @escaping @Sendable () -> Date = { Date() }) {
        self.logger = logger
        self.now = now
    }

    /// Throws `ContactsSourceError.malformedResponse` when `data` is not a
    /// response at all (not JSON, or no `results` array).
    /// - Parameter maxRecords: the most records a page may hold (the page size asked for);
    ///   records after them are left out and logged. `nil` for no limit.
    public func decodePage(from data: Data, maxRecords: Int? = nil) throws -> ContactsSourcePageDataModel {
        try decodeRecords(from: data, maxRecords: maxRecords).page
    }

    /// Decodes `data` keeping every element of `results` in order, read or
    /// skipped, for sources that slice a response into pages.
    /// - Parameter maxRecords: as for `decodePage(from:maxRecords:)`.
    /// - Throws: `ContactsSourceError.malformedResponse`, as `decodePage(from:)`.
    func decodeRecords(from data: Data, maxRecords: Int? = nil) throws(ContactsSourceError) -> RandomUserDecodedResponse {
        let response: RandomUserResponse
        do {
            response = try JSONDecoder().decode(RandomUserResponse.self, from: data)
        } catch {
            logger.error(
                "Not a randomuser.me response",
                metadata: ["reason": "\(String(describing: error))", "bytes": "\(data.count)"]
            )
            throw .malformedResponse
        }
        if response.infoWasUnreadable {
            logger.warning("Ignored the response's unreadable 'info'")
        }
        var slots = response.results[...]
        if let maxRecords, slots.count > maxRecords {
            logger.warning(
                "The page holds \(slots.count) records, more than the \(maxRecords) asked for; kept the first \(maxRecords)",
                metadata: ["records": "\(slots.count)", "kept": "\(max(0, maxRecords))"]
            )
            slots = slots.prefix(max(0, maxRecords))
        }
        let rules = RandomUserFieldRules(now: now())
        let records = slots.enumerated().map { index, slot in
            record(at: index, from: slot, rules: rules)
        }
        return RandomUserDecodedResponse(records: records, info: response.info?.dataModel)
    }

    private func record(
        at index: Int, from slot: RandomUserRecordSlot, rules: RandomUserFieldRules
    ) -> RandomUserDecodedResponse.Record {
        do {
            let record = try slot.outcome.get()
            return .contact(try RandomUserRecordMapper.contact(from: record, rules: rules))
        } catch {
            logger.notice(
                "Skipped unreadable randomuser.me record \(index): \(error)",
                metadata: ["index": "\(index)", "reason": "\(error)"]
            )
            return .skipped(error)
        }
    }
}
