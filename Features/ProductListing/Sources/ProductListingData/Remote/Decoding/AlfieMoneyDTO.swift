/// Alfie's `Money` and `Price` as a server sends them. `amountFormatted` is not
/// read: the app formats money in its own language.
struct AlfieMoneyDTO: Decodable {
    let amount: Int?
    let currencyCode: String?

    private enum CodingKeys: String, CodingKey { case amount, currencyCode }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        amount = container.lenientInt(forKey: .amount)
        currencyCode = container.lenient(String.self, forKey: .currencyCode)
    }
}

struct AlfiePriceDTO: Decodable {
    let amount: AlfieMoneyDTO?
    let was: AlfieMoneyDTO?

    private enum CodingKeys: String, CodingKey { case amount, was }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        amount = container.lenient(AlfieMoneyDTO.self, forKey: .amount)
        was = container.lenient(AlfieMoneyDTO.self, forKey: .was)
    }
}

struct AlfiePriceRangeDTO: Decodable {
    let low: AlfieMoneyDTO?
    let high: AlfieMoneyDTO?
}
