//! Card text from the ability AST, in the game's templated style, in 日本語 and English.

pub use game_core::Lang;

use crate::ability::{
    Ability, Atom, CardFilter, Condition, Cost, Effect, Instead, LuckKind, Modifier, Replaced,
    ResultMod, Trigger, Who,
};
use crate::card::{Attribute, CardDef, CardNo, Hand, Species};

/// The text of one ability, e.g. 「【開運時】手札を1枚捨てたなら、カードを2枚引く。」.
#[must_use]
pub fn render(ability: &Ability, lang: Lang) -> String {
    let ja = lang == Lang::Ja;
    match ability {
        Ability::Auto { trigger, effect } => {
            let body = effect_text(effect, lang);
            if ja {
                format!("{}{}。", trigger_text(*trigger, lang), body)
            } else {
                format!("{} {}.", trigger_text(*trigger, lang), capitalize(body))
            }
        }
        Ability::Permanent { rules_level, condition, modifier } => {
            let mut s = String::new();
            if *rules_level {
                s.push_str(if ja { "ルール上、" } else { "By the rules, " });
            }
            if let Some(c) = condition {
                let c = condition_text(c, lang);
                if ja {
                    s.push_str(&format!("{c}なら、"));
                } else {
                    s.push_str(&format!("if {c}, "));
                }
            }
            s.push_str(&modifier_text(modifier, lang));
            s.push_str(if ja { "。" } else { "." });
            capitalize(s)
        }
        Ability::Replacement { event, instead } => {
            let ev = match (event, ja) {
                (Replaced::OwnBarrierToHand, true) => "自分のバリアが手札に加わる場合",
                (Replaced::OwnBarrierToHand, false) => "If one of your barrier cards would be added to your hand",
                (Replaced::SelfToTrash, true) => "このカードがバトルエリアからトラッシュに置かれる場合",
                (Replaced::SelfToTrash, false) => "If this card would be put from the battle area into the trash",
            };
            let ins = match (instead, ja) {
                (Instead::TrashAndDraw(n), true) => format!("そのカードをトラッシュに置き、カードを{n}枚引く"),
                (Instead::TrashAndDraw(n), false) => format!("put it into the trash and draw {}", cards(*n)),
                (Instead::ToHand, true) => "手札に戻す".to_string(),
                (Instead::ToHand, false) => "return it to your hand".to_string(),
                (Instead::MayReturnToHand, true) => "手札に戻すことができる".to_string(),
                (Instead::MayReturnToHand, false) => "you may return it to your hand".to_string(),
            };
            if ja {
                format!("{ev}、代わりに{ins}。")
            } else {
                format!("{ev}, instead {ins}.")
            }
        }
        Ability::Story(t) => {
            if ja {
                t.ja.clone()
            } else {
                t.en.clone()
            }
        }
    }
}

/// The whole text box of a card, one ability per line.
#[must_use]
pub fn render_card_text(def: &CardDef, lang: Lang) -> String {
    def.abilities.iter().map(|a| render(a, lang)).collect::<Vec<_>>().join("\n")
}

/// ASCII only: the English sentences begin with ASCII, and Unicode case mapping would put
/// core's case tables (about 6 KB gzip) into the web page.
fn capitalize(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
        None => s,
    }
}

fn top(n: u8) -> String {
    if n == 1 {
        "the top card".to_string()
    } else {
        format!("the top {n} cards")
    }
}

fn cards(n: u8) -> String {
    if n == 1 {
        "1 card".to_string()
    } else {
        format!("{n} cards")
    }
}

/// 【開運時】 etc.
#[must_use]
pub fn trigger_text(t: Trigger, lang: Lang) -> &'static str {
    match (t, lang) {
        (Trigger::OnOpen, Lang::Ja) => "【開運時】",
        (Trigger::OnOpen, Lang::En) => "[On Open]",
        (Trigger::OnBattleWin, Lang::Ja) => "【バトル勝利時】",
        (Trigger::OnBattleWin, Lang::En) => "[On Battle Win]",
        (Trigger::OnBattleLose, Lang::Ja) => "【バトル敗北時】",
        (Trigger::OnBattleLose, Lang::En) => "[On Battle Loss]",
    }
}

/// 《グー》 etc.
#[must_use]
pub fn hand_text(h: Hand, lang: Lang) -> &'static str {
    match (h, lang) {
        (Hand::Rock, Lang::Ja) => "《グー》",
        (Hand::Scissors, Lang::Ja) => "《チョキ》",
        (Hand::Paper, Lang::Ja) => "《パー》",
        (Hand::Rock, Lang::En) => "[Rock]",
        (Hand::Scissors, Lang::En) => "[Scissors]",
        (Hand::Paper, Lang::En) => "[Paper]",
    }
}

#[must_use]
pub fn attribute_text(a: Attribute, lang: Lang) -> &'static str {
    match (a, lang) {
        (Attribute::Sun, Lang::Ja) => "(太陽)",
        (Attribute::Moon, Lang::Ja) => "(月)",
        (Attribute::Star, Lang::Ja) => "(星)",
        (Attribute::Sun, Lang::En) => "(Sun)",
        (Attribute::Moon, Lang::En) => "(Moon)",
        (Attribute::Star, Lang::En) => "(Star)",
    }
}

#[must_use]
pub fn species_text(s: Species, lang: Lang) -> &'static str {
    match (s, lang) {
        (Species::Beast, Lang::Ja) => "〈獣〉",
        (Species::Deity, Lang::Ja) => "〈神〉",
        (Species::Spirit, Lang::Ja) => "〈妖〉",
        (Species::Merchant, Lang::Ja) => "〈商人〉",
        (Species::Beast, Lang::En) => "<Beast>",
        (Species::Deity, Lang::En) => "<Deity>",
        (Species::Spirit, Lang::En) => "<Spirit>",
        (Species::Merchant, Lang::En) => "<Merchant>",
    }
}

fn card_name(no: CardNo, lang: Lang) -> String {
    crate::pool::builtin_cards()
        .into_iter()
        .find(|c| c.no == no)
        .map(|c| if lang == Lang::Ja { c.name.ja } else { c.name.en })
        .unwrap_or_else(|| no.to_string())
}

/// A filter as a noun: 「〈獣〉のカード」 / "<Beast> card".
fn filter_noun(f: &CardFilter, lang: Lang) -> String {
    let ja = lang == Lang::Ja;
    match f {
        CardFilter::Any => (if ja { "カード" } else { "card" }).to_string(),
        CardFilter::Named(no) => {
            if ja {
                format!("「{}」", card_name(*no, lang))
            } else {
                format!("\"{}\"", card_name(*no, lang))
            }
        }
        CardFilter::NameContains(t) => {
            if ja {
                format!("カード名に『{}』を含むカード", t.ja)
            } else {
                format!("card with \"{}\" in its name", t.en)
            }
        }
        CardFilter::Attribute(a) => {
            if ja {
                format!("{}のカード", attribute_text(*a, lang))
            } else {
                format!("{} card", attribute_text(*a, lang))
            }
        }
        CardFilter::Species(s) => {
            if ja {
                format!("{}のカード", species_text(*s, lang))
            } else {
                format!("{} card", species_text(*s, lang))
            }
        }
        CardFilter::Hand(h) => {
            if ja {
                format!("{}のカード", hand_text(*h, lang))
            } else {
                format!("{} card", hand_text(*h, lang))
            }
        }
        CardFilter::NoOriginalEffect => {
            (if ja { "元々の効果のないカード" } else { "card with no original effect" }).to_string()
        }
    }
}

/// A filter as a predicate after 「相手が」: 「〈獣〉」 / "a <Beast>".
fn filter_pred(f: &CardFilter, lang: Lang) -> String {
    let ja = lang == Lang::Ja;
    match f {
        CardFilter::Species(s) if ja => species_text(*s, lang).to_string(),
        CardFilter::Attribute(a) if ja => attribute_text(*a, lang).to_string(),
        CardFilter::Hand(h) if ja => hand_text(*h, lang).to_string(),
        CardFilter::Named(_) if ja => filter_noun(f, lang),
        _ if ja => filter_noun(f, lang),
        _ => format!("a {}", filter_noun(f, lang)),
    }
}

fn who_ja(w: Who) -> &'static str {
    match w {
        Who::Me => "自分",
        Who::Opponent => "相手",
    }
}

fn who_en(w: Who) -> &'static str {
    match w {
        Who::Me => "your",
        Who::Opponent => "your opponent's",
    }
}

fn luck_text(who: Who, kind: LuckKind, delta: i8, lang: Lang) -> String {
    let sign = if delta >= 0 { format!("+{delta}") } else { format!("{delta}") };
    if lang == Lang::Ja {
        let k = match kind {
            LuckKind::Win => "運値(カチ)",
            LuckKind::Lose => "運値(アイコ・マケ)",
            LuckKind::Both => "運値",
        };
        format!("{}の{k}{sign}", who_ja(who))
    } else {
        let k = match kind {
            LuckKind::Win => "Luck (Win)",
            LuckKind::Lose => "Luck (Tie/Loss)",
            LuckKind::Both => "Luck",
        };
        format!("{} {k} {sign}", who_en(who))
    }
}

fn modifier_text(m: &Modifier, lang: Lang) -> String {
    let ja = lang == Lang::Ja;
    match m {
        Modifier::Luck { who, kind, delta } => luck_text(*who, *kind, *delta, lang),
        Modifier::NegateOpponent(t) => {
            if ja {
                format!("相手の{}効果は無効になる", trigger_text(*t, lang))
            } else {
                format!("your opponent's {} abilities are negated", trigger_text(*t, lang))
            }
        }
        Modifier::NegateOpponentCard => (if ja {
            "相手のカードの効果は無効になる"
        } else {
            "your opponent's card's printed abilities are negated"
        })
        .to_string(),
        Modifier::OpponentCannotDrawByEffect => (if ja {
            "相手は効果でカードを引くことができない"
        } else {
            "your opponent cannot draw cards by effects"
        })
        .to_string(),
        Modifier::DeckLimit(n) => {
            if ja {
                format!("このカードはデッキに{n}枚まで入れることができる")
            } else {
                format!("your deck may contain up to {n} copies of this card")
            }
        }
    }
}

fn condition_text(c: &Condition, lang: Lang) -> String {
    let ja = lang == Lang::Ja;
    match c {
        Condition::HandAtLeast { who, n } => {
            if ja {
                format!("{}の手札が{n}枚以上", who_ja(*who))
            } else {
                format!("{} hand has {n} or more cards", who_en(*who))
            }
        }
        Condition::BarrierAtMost { who, n } => {
            if ja {
                format!("{}のバリアが{n}枚以下", who_ja(*who))
            } else {
                format!("{} barrier has {n} or fewer cards", who_en(*who))
            }
        }
        Condition::TrashAtLeast { who, n } => {
            if ja {
                format!("{}のトラッシュが{n}枚以上", who_ja(*who))
            } else {
                format!("{} trash has {n} or more cards", who_en(*who))
            }
        }
        Condition::OpponentCard(f) => {
            if ja {
                format!("相手が{}", filter_pred(f, lang))
            } else {
                format!("your opponent's battle card is {}", filter_pred(f, lang))
            }
        }
        Condition::TopOfDeck(f) => {
            if ja {
                format!("そのカードが{}", filter_pred(f, lang))
            } else {
                format!("that card is {}", filter_pred(f, lang))
            }
        }
        Condition::JankenWon => (if ja { "このターン、ジャンケンで勝っている" } else { "you won the janken this turn" }).to_string(),
        Condition::All(cs) => {
            let parts: Vec<String> = cs.iter().map(|c| condition_text(c, lang)).collect();
            parts.join(if ja { "、かつ" } else { " and " })
        }
    }
}

fn cost_text(c: Cost, lang: Lang) -> String {
    let ja = lang == Lang::Ja;
    match c {
        Cost::DiscardHand(n) => {
            if ja {
                format!("手札を{n}枚捨てた")
            } else {
                format!("you may discard {}", cards(n))
            }
        }
        Cost::BarrierToTrash(n) => {
            if ja {
                format!("自分のバリア{n}枚をトラッシュに置いた")
            } else {
                format!("you may put {n} of your barrier cards into the trash")
            }
        }
        Cost::MillDeck(n) => {
            if ja {
                format!("自分のデッキの上から{n}枚をトラッシュに置いた")
            } else {
                format!("you may put {} of your deck into the trash", top(n))
            }
        }
    }
}

fn atom_text(a: &Atom, lang: Lang) -> String {
    let ja = lang == Lang::Ja;
    match a {
        Atom::Draw { who: Who::Me, n } => {
            if ja {
                format!("カードを{n}枚引く")
            } else {
                format!("draw {}", cards(*n))
            }
        }
        Atom::Draw { who: Who::Opponent, n } => {
            if ja {
                format!("相手はカードを{n}枚引く")
            } else {
                format!("your opponent draws {}", cards(*n))
            }
        }
        Atom::DrawUpTo { n } => {
            if ja {
                format!("カードを{n}枚までを引く")
            } else {
                format!("draw up to {}", cards(*n))
            }
        }
        Atom::Discard { n } => {
            if ja {
                format!("手札を{n}枚捨てる")
            } else {
                format!("discard {}", cards(*n))
            }
        }
        Atom::DiscardRandom => (if ja {
            "相手の手札をランダムに1枚捨てる"
        } else {
            "discard 1 card at random from your opponent's hand"
        })
        .to_string(),
        Atom::Luck { who, kind, delta } => luck_text(*who, *kind, *delta, lang),
        Atom::SetHand { who, hand } => {
            if ja {
                format!("このターン、{}のジャンケンを{}として扱う", who_ja(*who), hand_text(*hand, lang))
            } else {
                format!("this turn, {} janken counts as {}", who_en(*who), hand_text(*hand, lang))
            }
        }
        Atom::WinThisBattle => (if ja { "このバトルに勝つ" } else { "win this battle" }).to_string(),
        Atom::BattleResult(ResultMod::GainBarrier(n)) => {
            if ja {
                format!("このバトルの結果で、自分のデッキの上から{n}枚をバリアに置く")
            } else {
                format!("as a result of this battle, put {} of your deck into your barrier", top(*n))
            }
        }
        Atom::BattleResult(ResultMod::OpponentExtraBarrier(n)) => {
            if ja {
                format!("このバトルの結果で、相手はバリアをさらに{n}枚手札に加える")
            } else {
                format!("as a result of this battle, your opponent adds {n} more {} to their hand", if *n == 1 { "barrier card" } else { "barrier cards" })
            }
        }
        Atom::DeckToBarrier { n } => {
            if ja {
                format!("自分のデッキの上から{n}枚をバリアに置く")
            } else {
                format!("put {} of your deck into your barrier", top(*n))
            }
        }
        Atom::BarrierToHand { who, n } => match (who, ja) {
            (Who::Me, true) => format!("自分のバリア{n}枚を手札に加える"),
            (Who::Opponent, true) => format!("相手はバリア{n}枚を手札に加える"),
            (Who::Me, false) => format!("add {n} of your barrier cards to your hand"),
            (Who::Opponent, false) => format!("your opponent adds {n} of their barrier cards to their hand"),
        },
        Atom::BarrierToTrash { who, n } => {
            if ja {
                format!("{}のバリア{n}枚をトラッシュに置く", who_ja(*who))
            } else {
                format!("put {n} of {} barrier cards into the trash", who_en(*who))
            }
        }
        Atom::Mill { who, n } => {
            if ja {
                format!("{}のデッキの上から{n}枚をトラッシュに置く", who_ja(*who))
            } else {
                format!("put {} of {} deck into the trash", top(*n), who_en(*who))
            }
        }
        Atom::Search(f) => {
            if ja {
                format!("自分のデッキから{}1枚までを手札に加え、デッキをシャッフルする", filter_noun(f, lang))
            } else {
                format!("add up to 1 {} from your deck to your hand, then shuffle your deck", filter_noun(f, lang))
            }
        }
        Atom::LookTop { n } => {
            if ja {
                format!("自分のデッキの上から{n}枚を見て、その中から1枚までを手札に加え、残りをデッキの下に置く")
            } else {
                format!("look at {} of your deck, add up to 1 of them to your hand and put the rest on the bottom of your deck", top(*n))
            }
        }
        Atom::Peek { n } => {
            if ja {
                format!("自分のデッキの上から{n}枚を見る")
            } else {
                format!("look at {} of your deck", top(*n))
            }
        }
        Atom::RevealTop => (if ja { "自分のデッキの一番上を公開する" } else { "reveal the top card of your deck" }).to_string(),
        Atom::ReturnSelfToHand => (if ja { "このカードを手札に戻す" } else { "return this card to your hand" }).to_string(),
        Atom::WinGame => (if ja { "このゲームに勝利する" } else { "you win the game" }).to_string(),
        Atom::Gain { who, ability } => {
            let inner = render(ability, lang);
            match (who, ja) {
                (Who::Me, true) => format!("このターン、このカードは「{inner}」を得る"),
                (Who::Opponent, true) => format!("このターン、相手のカードは「{inner}」を得る"),
                (Who::Me, false) => format!("this turn, this card gains \"{inner}\""),
                (Who::Opponent, false) => format!("this turn, your opponent's card gains \"{inner}\""),
            }
        }
        Atom::AtEndOfTurn(e) => {
            if ja {
                format!("このターンの終了時、{}", effect_text(e, lang))
            } else {
                format!("at the end of this turn, {}", effect_text(e, lang))
            }
        }
    }
}

fn effect_text(e: &Effect, lang: Lang) -> String {
    let ja = lang == Lang::Ja;
    match e {
        Effect::Do(a) => atom_text(a, lang),
        Effect::Seq(v) => {
            let parts: Vec<String> = v.iter().map(|e| effect_text(e, lang)).collect();
            if ja {
                parts.join("。")
            } else {
                parts.iter().enumerate().map(|(i, p)| if i == 0 { p.clone() } else { capitalize(p.clone()) }).collect::<Vec<_>>().join(". ")
            }
        }
        Effect::AndThen(a, b) => {
            if ja {
                format!("{}。そして、{}", effect_text(a, lang), effect_text(b, lang))
            } else {
                format!("{}. Then, {}", effect_text(a, lang), effect_text(b, lang))
            }
        }
        Effect::If { cond, then } => {
            if ja {
                format!("{}なら、{}", condition_text(cond, lang), effect_text(then, lang))
            } else {
                format!("if {}, {}", condition_text(cond, lang), effect_text(then, lang))
            }
        }
        Effect::IfDone(a, b) => {
            if ja {
                format!("{}。それを実行できたなら、{}", effect_text(a, lang), effect_text(b, lang))
            } else {
                format!("{}. If you did, {}", effect_text(a, lang), effect_text(b, lang))
            }
        }
        Effect::Optional { cost, then } => {
            if ja {
                format!("{}なら、{}", cost_text(*cost, lang), effect_text(then, lang))
            } else {
                format!("{}. If you do, {}", cost_text(*cost, lang), effect_text(then, lang))
            }
        }
    }
}
