//! Activation costs (発動コスト 8-3-1: "You may rest this Character:", "DON!! −1 (…)",
//! 「このキャラをレストにできる：」, ①), one entry each, the same way as [`super::clauses`]: both
//! grammars read a cost list with [`parse_costs`] and both renderers write it with
//! [`render_costs`], so a new cost is one entry here (and, if it behaves in a new way, its
//! payment in `opcg_engine`'s `resolver/costs.rs`).
//!
//! An entry describes one cost, or two that are printed as one ("rest this Character and 1 of
//! your \[Name\] cards", 「このキャラと自分の「名」1枚をレストにできる」): its AST is the pair
//! `(first, Some(second))`, listed before the single costs whose words it starts with. `{this}`
//! is the card's own words ("this Character", 「このキャラ」, by the card's kind). Japanese
//! templates end in the verb's final form; a cost followed by 「、」 reads and writes it in its
//! continuative form (「レストにし、」), the last one in its potential form (「レストにできる」,
//! 「置くことができる」: [`crate::render::ja::potential`]).
//!
//! The DON!! costs printed as a symbol ("DON!! −1", ①, [`is_symbol`]) come first in a list,
//! each followed by its reminder ([`DON_REMINDERS`]); the others follow "You may " and are
//! joined by " and " (English) or 「、」 (Japanese).

use game_core::Lang;
use opcg_engine::effect::{Cost, Dest, Filter, Side};
use opcg_engine::CardKind;

use super::clauses::clauses;
use super::holes;
use super::template::{Family, Form, Vals};
use super::words::Word;
use crate::compile::cursor::Cursor;

/// A cost entry's AST: one cost, or two printed as one.
pub type Paid = (Cost, Option<Cost>);

clauses! {
    /// Every cost family, in the order they are tried.
    pub static COSTS: Paid;
    // — printed as a symbol, before "You may" (8-3-1-5, 8-3-1-6)
    "don-minus" (n: MINUS_COUNT) { (Cost::ReturnDon(n), None) }
        en ["DON!! {n}", "DON‼ {n}"]
        ja ["ドン‼{n}"];
    /// ① (the older notation of "rest N of your DON!! cards"), kept apart so the text is written
    /// back as printed.
    "don-symbol" (n: CIRCLED) { (Cost::RestDonSymbol(n), None) }
        en ["{n}"]
        ja ["{n}"];
    // — two costs printed as one
    "don-and-this" (n: COUNT) { (Cost::RestDon(n), Some(Cost::RestThis)) }
        en ["rest {n} of your DON!! cards and {this}", "rest {n} of your DON!! card and {this}"]
        ja ["自分のドン‼{n}枚と{this}を~レストにする"];
    "this-and-leader-or-stage" (n: COUNT, f: LEADER_OR_STAGE) { (Cost::RestThis, Some(Cost::RestLeaderOrStage { count: n, filter: f })) }
        en ["rest {this} and {n} of your {f}"]
        ja ["{this}と自分の{f}{n}枚を、~レストにする"];
    "this-and-named" (n: COUNT, name: NAME) { (Cost::RestThis, Some(Cost::RestNamed { count: n, name, or_leader: false })) }
        en ["rest {this} and {n} of your {name} cards"]
        ja ["{this}と自分の{name}{n}枚を~レストにする"];
    /// The cards go to the bottom together, "in any order" whatever their number: this card
    /// first, then the others in the order the player picks them.
    "this-and-trash-to-deck-bottom" (n: COUNT, f: HAND_FILTER) { (Cost::ThisToDeckBottom, Some(Cost::TrashToDeckBottom { count: n, filter: f })) }
        en ["place {this} and {n} {f@n} from your trash at the bottom of your deck in any order"]
        ja ["{this}と自分のトラッシュから{f}{n}枚を好きな順番でデッキの下に~置く"];
    "this-and-hand-to-deck-bottom" (n: COUNT) { (Cost::ThisToDeckBottom, Some(Cost::HandToDeck { count: n, bottom: true })) }
        en ["place {this} and {n} {n:card|cards} from your hand at the bottom of your deck in any order"]
        ja ["{this}と自分の手札{n}枚を好きな順番でデッキの下に~置く"];
    "this-and-your-characters-to-trash" (n: COUNT, f: YOUR_CHARACTERS) { (Cost::TrashThis, Some(Cost::FieldTo { count: n, side: Side::You, filter: f, to: Dest::Trash })) }
        en ["trash {this} and {n} of your {f}"]
        ja ["{this}と{f}{n}枚をトラッシュに~置く"];
    // — one cost
    "rest-this" () { (Cost::RestThis, None) }
        en ["rest {this}"]
        ja ["{this}を~レストにする"];
    "rest-don" (n: COUNT) { (Cost::RestDon(n), None) }
        en ["rest {n} of your DON!! cards", "rest {n} of your DON!! card", "rest {n} of your active DON!! cards", "rest {n} of your active DON!! card"]
        ja ["自分のドン‼{n}枚を~レストにする", "自分のアクティブのドン‼{n}枚を~レストにする"];
    /// "rest your Leader or 1 of your Stage cards" (a printing of "rest 1 of your Leader or Stage
    /// cards", 「自分の、リーダーかステージ1枚を、レストにできる」).
    "rest-leader-or-stage-any" (n: COUNT; filter = Filter::any()) { (Cost::RestLeaderOrStage { count: n, filter }, None) }
        en ["rest {n} of your Leader or Stage cards", "rest your Leader or {n} of your Stage cards"]
        ja ["自分のリーダーかステージ{n}枚を、~レストにする", "自分の、リーダーかステージ{n}枚を、~レストにする"];
    /// The Leader-or-Stage cost that only a Leader meets (after "rest your Leader or …", which
    /// starts with its words).
    "rest-your-leader" (; filter = Filter::of_kind(CardKind::Leader)) { (Cost::RestLeaderOrStage { count: 1, filter }, None) }
        en ["rest your 1 Leader", "rest your Leader"]
        ja ["自分のリーダー1枚を~レストにする", "自分のリーダーを~レストにする"];
    "rest-leader-or-stage" (n: COUNT, f: LEADER_OR_STAGE) { (Cost::RestLeaderOrStage { count: n, filter: f }, None) }
        en ["rest {n} of your {f}"]
        ja ["自分の{f}{n}枚を、~レストにする"];
    /// The Leader, Characters or Stage of that name.
    /// The Leader, or a card of that name ("instead" parts: 「代わりに自分のリーダーか「名」1枚を、
    /// レストにできる」).
    "rest-leader-or-named" (n: COUNT, name: NAME) { (Cost::RestNamed { count: n, name, or_leader: true }, None) }
        en ["rest your Leader or {n} {name}"]
        ja ["自分のリーダーか{name}{n}枚を、~レストにする"];
    "rest-named" (n: COUNT, name: NAME) { (Cost::RestNamed { count: n, name, or_leader: false }, None) }
        en ["rest {n} of your {name} cards"]
        ja ["自分の{name}{n}枚を~レストにする"];
    "rest-characters" (n: COUNT, f: YOUR_CHARACTERS) { (Cost::RestCharacters { count: n, filter: f }, None) }
        en ["rest {n} of your {f}"]
        ja ["{f}{n}枚を~レストにする"];
    "return-don-or-more" (n: COUNT) { (Cost::ReturnDonOrMore(n), None) }
        en ["return {n} or more DON!! cards from your field to your DON!! deck"]
        ja ["自分の場のドン‼を{n}枚以上ドン‼デッキに~戻す"];
    "give-active-don-to-named" (n: COUNT, name: NAME) { (Cost::GiveActiveDonToNamed { count: n, name }, None) }
        en ["give {n} active DON!! {n:card|cards} to 1 of your {name}"]
        ja ["自分の{name}1枚にアクティブのドン‼{n}枚を~付与する"];
    /// "return 2 total of your currently given DON!! cards to your cost area rested" (自分の付与
    /// されているドン‼合計2枚をコストエリアにレストで戻す): they stay on the field.
    "given-don-to-cost-area" (n: COUNT) { (Cost::GivenDonToCostArea(n), None) }
        en ["return {n} total of your currently given DON!! {n:card|cards} to your cost area rested"]
        ja ["自分の付与されているドン‼合計{n}枚をコストエリアにレストで~戻す"];
    "active-leader-power" (v: MINUS) { (Cost::ActiveLeaderPower(v), None) }
        en ["give your 1 active Leader {v} power during this turn", "give your active Leader {v} power during this turn"]
        ja ["自分のアクティブのリーダー1枚を、このターン中、パワー{v}~する", "自分のアクティブのリーダーを、このターン中、パワー{v}~する"];
    "turn-life-face-up" (n: COUNT) { (Cost::TurnLifeFaceUp(n), None) }
        en ["turn {n} {n:card|cards} from the top of your Life cards face-up"]
        ja ["自分のライフの上から{n}枚を~表向きにする"];
    "turn-life-face-down" (n: COUNT) { (Cost::TurnLifeFaceDown(n), None) }
        en ["turn {n} {n:card|cards} from the top of your Life cards face-down"]
        ja ["自分のライフの上から{n}枚を~裏向きにする"];
    "trash-life-top-or-bottom" (n: COUNT) { (Cost::TrashLifeTopOrBottom(n), None) }
        en ["trash {n} {n:card|cards} from the top or bottom of your Life cards"]
        ja ["自分のライフの上か下から{n}枚をトラッシュに~置く"];
    "return-characters-to-hand" (n: COUNT, f: YOUR_CHARACTERS) { (Cost::ReturnCharactersToHand { count: n, filter: f }, None) }
        en ["return {n} of your {f} to the owner's hand", "return {n} {f} to your hand"]
        ja ["{f}{n}枚を持ち主の手札に~戻す", "{f}{n}枚を、持ち主の手札に~戻す"];
    "life-ends-to-hand" (n: COUNT) { (Cost::LifeTopOrBottomToHand(n), None) }
        en ["add {n} {n:card|cards} from the top or bottom of your Life cards to your hand"]
        ja ["自分のライフの上か下から{n}枚を手札に~加える"];
    /// "from your Life area": the top one (3-10-2), a printing variant.
    "life-to-hand" (n: COUNT) { (Cost::LifeToHand(n), None) }
        en ["add {n} {n:card|cards} from the top of your Life cards to your hand", "add {n} {n:card|cards} from your Life area to your hand"]
        ja ["自分のライフの上から{n}枚を手札に~加える", "自分のライフ{n}枚を手札に~加える"];
    "trash-life" (n: COUNT) { (Cost::TrashLife(n), None) }
        en ["trash {n} {n:card|cards} from the top of your Life cards"]
        ja ["自分のライフの上から{n}枚をトラッシュに~置く"];
    "mill" (n: COUNT) { (Cost::MillTop(n), None) }
        en ["trash {n} {n:card|cards} from the top of your deck"]
        ja ["自分のデッキの上から{n}枚をトラッシュに~置く"];
    "trash-to-deck-bottom" (n: COUNT, f: HAND_FILTER) { (Cost::TrashToDeckBottom { count: n, filter: f }, None) }
        en [
            "place {n} {f@n} from your trash at the bottom of your deck{n:| in any order}",
            "return {n} {f@n} from your trash to the bottom of your deck{n:| in any order}",
        ]
        ja [
            "自分のトラッシュの{f}{n}枚を{n:|好きな順番で}デッキの下に~置く",
            "自分のトラッシュから{f}{n}枚を{n:|好きな順番で}デッキの下に~置く",
            "自分のトラッシュの{f}{n}枚を{n:|好きな順番で}デッキの下に~戻す",
            "自分のトラッシュから{f}{n}枚を{n:|好きな順番で}デッキの下に~戻す",
        ];
    "reveal-from-hand" (n: COUNT, f: HAND_FILTER) { (Cost::RevealFromHand { count: n, filter: f }, None) }
        en ["reveal {n} {f@n} from your hand"]
        ja ["自分の手札から{f}{n}枚を~公開する"];
    "return-this-to-hand" () { (Cost::ReturnThisToHand, None) }
        en ["return {this} to the owner's hand"]
        ja ["{this}を持ち主の手札に~戻す"];
    /// The player picks the cards in the order they go.
    "hand-to-deck" (n: COUNT, bottom: FLAG) { (Cost::HandToDeck { count: n, bottom }, None) }
        en ["place {n} {n:card|cards} from your hand at the {bottom?bottom|top} of your deck{n:| in any order}"]
        ja ["自分の手札{n}枚を{n:|好きな順番で}デッキの{bottom?下|上}に~置く"];
    "this-to-deck-bottom" () { (Cost::ThisToDeckBottom, None) }
        en ["place {this} at the bottom of the owner's deck"]
        ja ["{this}を持ち主のデッキの下に~置く"];
    /// A Stage of either player (the text names no side, hence "the owner's").
    "stage-to-deck-bottom" (n: COUNT, cost: INT) { (Cost::StageToDeckBottom { count: n, cost }, None) }
        en ["place {n} {n:Stage|Stages} with a cost of {cost} at the bottom of the owner's deck"]
        ja ["コスト{cost}のステージ{n}枚を持ち主のデッキの下に~置く"];
    "your-stages-to-deck-bottom" (n: COUNT; filter = Filter::of_kind(CardKind::Stage))
        { (Cost::FieldTo { count: n, side: Side::You, filter, to: Dest::Deck { bottom: true } }, None) }
        en ["place {n} of your Stages at the bottom of your deck"]
        ja ["自分のステージ{n}枚をデッキの下に~置く"];
    "your-characters-to-deck-bottom" (n: COUNT, f: YOUR_CHARACTERS) { (Cost::FieldTo { count: n, side: Side::You, filter: f, to: Dest::Deck { bottom: true } }, None) }
        en ["place {n} of your {f} at the bottom of your deck", "place {n} of your {f} at the bottom of the owner's deck"]
        ja ["{f}{n}枚をデッキの下に~置く", "{f}{n}枚を持ち主のデッキの下に~置く"];
    /// Either player's Characters (the text names no side, hence "the owner's").
    "characters-to-deck-bottom" (n: COUNT, f: CHARACTERS) { (Cost::FieldTo { count: n, side: Side::Either, filter: f, to: Dest::Deck { bottom: true } }, None) }
        en ["place {n} {f@n} at the bottom of the owner's deck"]
        ja ["{f}{n}枚を持ち主のデッキの下に~置く", "{f}{n}枚を、持ち主のデッキの下に~置く"];
    "trash-your-characters" (n: COUNT, f: YOUR_CHARACTERS) { (Cost::FieldTo { count: n, side: Side::You, filter: f, to: Dest::Trash }, None) }
        en ["trash {n} of your {f}"]
        ja ["{f}{n}枚をトラッシュに~置く"];
    // — face-up Life (the ST-13 family)
    /// "add 1 of your Characters with … to the top of your Life cards face-up" (自分の…キャラ1枚を
    /// 自分のライフの上に表向きで加える): the player picks them; each leaves the field through the
    /// choke point.
    "your-characters-to-life" (n: COUNT, f: YOUR_CHARACTERS, face_up: FLAG)
        { (Cost::FieldTo { count: n, side: Side::You, filter: f, to: Dest::Life { face_up } }, None) }
        en ["add {n} of your {f} to the top of your Life cards{face_up? face-up|}"]
        ja ["{f}{n}枚を自分のライフの上に{face_up?表向きで|}~加える"];
    /// "turn 1 of your face-up Life cards face-down" (自分の表向きのライフ1枚を裏向きにする).
    "face-up-life-face-down" (n: COUNT) { (Cost::FaceUpLifeFaceDown(n), None) }
        en ["turn {n} of your face-up Life cards face-down"]
        ja ["自分の表向きのライフ{n}枚を~裏向きにする"];
    "return-active-don" (n: COUNT) { (Cost::ReturnActiveDon(n), None) }
        en ["return {n} of your active DON!! cards to your DON!! deck", "return {n} of your active DON!! card to your DON!! deck"]
        ja ["自分のアクティブのドン‼{n}枚をドン‼デッキに~戻す"];
    "trash-this" () { (Cost::TrashThis, None) }
        en ["trash {this}"]
        ja ["{this}をトラッシュに~置く"];
    /// Any cards (「自分の手札1枚を捨てる」), before the filtered ones (「自分の手札から…」).
    "trash-from-hand-any" (n: COUNT; filter = Filter::any()) { (Cost::TrashFromHand { count: n, filter }, None) }
        en ["trash {n} {n:card|cards} from your hand"]
        ja ["自分の手札{n}枚を~捨てる"];
    "trash-from-hand" (n: COUNT, f: HAND_FILTER) { (Cost::TrashFromHand { count: n, filter: f }, None) }
        en ["trash {n} {f@n} from your hand"]
        ja ["自分の手札から{f}{n}枚を~捨てる", "自分の手札の{f}{n}枚を~捨てる", "自分の手札の{f}{n}枚をトラッシュに~置く"];
}

/// The DON!! costs printed as a symbol, before "You may" / the other costs.
#[must_use]
pub fn is_symbol(c: &Cost) -> bool {
    matches!(c, Cost::ReturnDon(_) | Cost::RestDonSymbol(_))
}

/// The reminders written after the symbol costs (`true`: after ①, `false`: after DON!! −N).
pub const DON_REMINDERS: &[Word<bool>] = &[
    Word {
        value: false,
        en: "(You may return the specified number of DON!! cards from your field to your DON!! deck.)",
        ja: "(自分の場のドン‼を指定の数ドン‼デッキに戻すことができる)",
    },
    Word { value: true, en: "(You may rest the specified number of DON!! cards in your cost area.)", ja: "(コストエリアのドン‼を指定の数レストにできる)" },
];

/// Reads one entry of [`COSTS`] (the symbol ones only when `symbol`), the Japanese verb in `form`,
/// that is followed by one of `next` (so an entry whose words start a longer one — "rest your
/// Leader" in "rest your Leader or 1 of your Stage cards" — does not hide it).
fn entry(c: &mut Cursor, lang: Lang, form: Form, symbol: bool, next: &[&str]) -> Option<Paid> {
    COSTS.iter().find_map(|f| {
        c.attempt(|c| f.parse_form(c, lang, form).filter(|(k, _)| is_symbol(k) == symbol && (next.is_empty() || next.iter().any(|n| c.starts(n)))))
    })
}

/// Reads the costs after "You may " up to `end` (not read): English "A and B", Japanese
/// 「Aし、Bできる」 (the last one in its potential form). Used for a cost list and for an
/// "instead" part printed as costs ("you may rest your Leader or 1 \[Name\] instead").
pub fn parse_cost_words(c: &mut Cursor, lang: Lang, end: &str) -> Option<Vec<Cost>> {
    c.attempt(|c| {
        let mut out = Vec::new();
        match lang {
            // "A, and B" in some texts (written back through its printing hint)
            Lang::En => loop {
                push(&mut out, entry(c, lang, Form::Final, false, &[" and ", ", and ", end])?);
                if !c.lit(" and ") && !c.lit(", and ") {
                    break;
                }
            },
            Lang::Ja => loop {
                if let Some(k) = c.attempt(|c| entry(c, lang, Form::Continuative, false, &["、"]).filter(|_| c.lit("、"))) {
                    push(&mut out, k);
                    continue;
                }
                // 「このキャラをレストにする，…」: the final form and 「，」, a printing (written back
                // through its `render::VARIANTS_JA` pair)
                if let Some(k) = c.attempt(|c| entry(c, lang, Form::Final, false, &["，"]).filter(|_| c.lit("，"))) {
                    push(&mut out, k);
                    continue;
                }
                // 「…置いてもよい」: the same "may" (written back through its printing hint)
                let last = entry(c, lang, Form::Potential, false, &[end]).or_else(|| entry(c, lang, Form::Permissive, false, &[end]));
                push(&mut out, last?);
                break;
            },
        }
        Some(out)
    })
}

/// Writes what [`parse_cost_words`] reads (English without "You may ", Japanese ending in the
/// potential form); `None` if a cost has no entry.
#[must_use]
pub fn render_cost_words(cost: &[Cost], lang: Lang, this: &str) -> Option<String> {
    let mut parts: Vec<(String, String)> = Vec::new();
    let mut i = 0;
    while i < cost.len() {
        if let Some(p) = cost.get(i + 1).and_then(|b| write_entry(&(cost[i].clone(), Some(b.clone())), lang, this)) {
            parts.push(p);
            i += 2;
            continue;
        }
        parts.push(write_entry(&(cost[i].clone(), None), lang, this)?);
        i += 1;
    }
    Some(match lang {
        Lang::En => parts.into_iter().map(|(h, v)| h + &v).collect::<Vec<_>>().join(" and "),
        Lang::Ja => {
            let last = parts.len().saturating_sub(1);
            let mut s = String::new();
            for (i, (head, verb)) in parts.into_iter().enumerate() {
                s.push_str(&head);
                if i == last {
                    s.push_str(&Form::Potential.of(&verb));
                } else {
                    s.push_str(&Form::Continuative.of(&verb));
                    s.push('、');
                }
            }
            s
        }
    })
}

fn push(out: &mut Vec<Cost>, (a, b): Paid) {
    out.push(a);
    out.extend(b);
}

/// Reads a cost list and its colon ("DON!! −1 (…) You may rest this Character:",
/// 「ドン‼-1(…)、このキャラをレストにできる：」); `None`, `c` unchanged, if there is none.
pub fn parse_costs(c: &mut Cursor, lang: Lang) -> Option<Vec<Cost>> {
    let reminder = match lang {
        Lang::En => crate::compile::en::reminder,
        Lang::Ja => crate::compile::ja::reminder,
    };
    c.attempt(|c| {
        let mut out = Vec::new();
        loop {
            if lang == Lang::En {
                c.spaces();
            }
            let Some(k) = entry(c, lang, Form::Final, true, &[]) else { break };
            reminder(c);
            push(&mut out, k);
        }
        match lang {
            Lang::En => {
                if !out.is_empty() {
                    c.lit(",");
                }
                c.spaces();
                // "You can …" (a printing of "You may"), "If …, you may …:" (after a condition)
                if c.lit("You may ") || c.lit("You can ") || c.lit("you may ") {
                    out.extend(parse_cost_words(c, lang, ":")?);
                } else if out.is_empty() {
                    // "Rest 1 of your DON!! cards and you may rest this Character:" (「…をレストに
                    // し、このキャラをレストにできる：」): the same list, "may" printed before its
                    // last cost (written back through its `VARIANTS_EN` pair)
                    if let Some(k) = c.attempt(|c| may_before_last(c)) {
                        out.extend(k);
                    }
                }
            }
            Lang::Ja => {
                if !out.is_empty() && !c.starts("：") {
                    c.any(&["、", "，", ","]).then_some(())?;
                }
                if !c.starts("：") {
                    out.extend(parse_cost_words(c, lang, "：")?);
                }
            }
        }
        if out.is_empty() {
            return None;
        }
        c.lit(if lang == Lang::En { ":" } else { "：" }).then_some(())?;
        if lang == Lang::En {
            c.spaces();
        }
        Some(out)
    })
}

/// "A and you may B" up to the colon (not read), the first cost's verb capitalised: the costs
/// A and B, one list as "You may A and B:" is.
fn may_before_last(c: &mut Cursor) -> Option<Vec<Cost>> {
    let rest = c.rest();
    let first = rest.chars().next().filter(char::is_ascii_uppercase)?;
    let lowered = format!("{}{}", first.to_ascii_lowercase(), &rest[first.len_utf8()..]);
    let mut lc = Cursor::new(&lowered);
    let mut out = Vec::new();
    push(&mut out, entry(&mut lc, Lang::En, Form::Final, false, &[" and you may "])?);
    lc.lit(" and you may ").then_some(())?;
    out.extend(parse_cost_words(&mut lc, Lang::En, ":")?);
    lc.starts(":").then_some(())?;
    c.pos += lc.pos;
    Some(out)
}

/// Writes one entry: (text before the Japanese verb, the verb in its final form).
fn write_entry(k: &Paid, lang: Lang, this: &str) -> Option<(String, String)> {
    COSTS.iter().find_map(|f| f.render_this(k, lang, Some(this)))
}

/// Writes the costs `cost` as a list with its colon; `this` is the card's own words ("this
/// Leader", 「このリーダー」). A cost no entry describes is left out (every `Cost` has one: the
/// table's test).
#[must_use]
pub fn render_costs(cost: &[Cost], lang: Lang, this: &str) -> String {
    let mut symbols = String::new();
    // the separator after the leading DON!! costs, as most Japanese lists print it: 「，」 after
    // the ① symbol, "," after ドン‼-N
    let mut sep = '、';
    for k in cost.iter().filter(|k| is_symbol(k)) {
        let Some((head, verb)) = write_entry(&(k.clone(), None), lang, this) else { continue };
        let reminder = DON_REMINDERS.iter().find(|w| w.value == matches!(k, Cost::RestDonSymbol(_))).map_or("", |w| w.text(lang));
        match lang {
            Lang::En => {
                if !symbols.is_empty() {
                    symbols.push(' ');
                }
                symbols.push_str(&format!("{head}{verb} {reminder}"));
            }
            Lang::Ja => {
                symbols.push_str(&format!("{head}{verb}{reminder}"));
                sep = if matches!(k, Cost::RestDonSymbol(_)) { '，' } else { ',' };
            }
        }
    }
    let rest: Vec<Cost> = cost.iter().filter(|k| !is_symbol(k)).cloned().collect();
    let mut s = symbols;
    if let Some(words) = render_cost_words(&rest, lang, this).filter(|_| !rest.is_empty()) {
        match lang {
            Lang::En => {
                if !s.is_empty() {
                    s.push(' ');
                }
                s.push_str("You may ");
            }
            Lang::Ja => {
                if !s.is_empty() {
                    s.push(sep);
                }
            }
        }
        s.push_str(&words);
    }
    s.push(if lang == Lang::En { ':' } else { '：' });
    s
}
