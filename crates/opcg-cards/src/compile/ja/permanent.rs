//! Permanent (永続) and replacement (置換) effects.

use super::*;

pub(super) fn continuous(c: &mut Cursor) -> Option<Continuous> {
    c.attempt(|c| {
        // 「自分の手札1枚につき、このキャラはパワー+1000」 / 「このキャラは、自分のトラッシュ4枚につき、
        // パワー+1000」 ([`Amount::PerCount`]): the count first or after the card
        if let Some(k) = per_count_power(c) {
            return Some(k);
        }
        // a row of the table (one card, all of the player's or the opponent's Characters)
        if let Some(k) = crate::grammar::parse_permanent(c, LANG) {
            return Some(k);
        }
        // 「自分のキャラカードはレストで登場する」: each enters the field rested
        if let Some(f) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            let f = field_prefix(c);
            c.lit("キャラカードはレストで登場する").then_some(f)
        }) {
            return Some(Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::PlayedRested });
        }
        None
    })
}

pub(super) fn prohibition(c: &mut Cursor) -> Option<Prohibition> {
    crate::grammar::words::prohibition(c, LANG)
}

/// 「このキャラが\[バトルで|効果で\]KOされる場合、代わりに…ことができる。」 and
/// 「このキャラが相手の効果で場を離れる場合、…」, 「このキャラが場を離れる場合、…」 (置換効果 8-1-3-4):
/// the event is a row of [`crate::grammar::permanents::EVENTS`].
pub(super) fn replacement(c: &mut Cursor) -> Option<(Replaceable, bool, Effect)> {
    c.attempt(|c| {
        let event = crate::grammar::parse_event(c, LANG)?;
        // 「…KOされる場合、そのキャラはKOされる代わりに、このターン中、パワー-1000できる。」: the
        // replaced card is 「そのキャラ」 (「そのカード」, `Selector::chosen`), the K.O. said again
        // before 「代わりに」 (written back through its `VARIANTS_JA` pair)
        if matches!(event, Replaceable::WouldBeKoed { .. }) {
            if let Some(r) = c.attempt(|c| {
                c.lit("場合、そのキャラはKOされる代わりに、").then_some(())?;
                let text = format!("場合、代わりにそのカードを、{}", c.rest());
                let mut sub = Cursor::new(&text);
                let r = replacement_after_event(&mut sub, event.clone()).filter(|_| sub.at_end())?;
                c.pos = c.src.len();
                Some(r)
            }) {
                return Some(r);
            }
        }
        replacement_after_event(c, event)
    })
}

/// [`replacement`] after its event: 「場合、代わりに…。」.
fn replacement_after_event(c: &mut Cursor, event: Replaceable) -> Option<(Replaceable, bool, Effect)> {
    c.attempt(|c| {
        c.lit("場合、代わりに").then_some(())?;
        // 「代わりに自分のライフの上に裏向きで加えることができる。」: the replaced card itself
        if c.lit(crate::grammar::permanents::REPLACED_TO_LIFE_JA) {
            return c.lit("ことができる。").then(|| (event, true, crate::grammar::permanents::replaced_to_life()));
        }
        // 「代わりに自分のリーダーか「名」1枚を、レストにできる。」: an "instead" part in the words of
        // a cost (its potential form: optional) is read from the cost table, paid if chosen
        if let Some(cost) = c.attempt(|c| crate::grammar::costs::parse_cost_words(c, LANG, "。").filter(|_| c.lit("。"))) {
            return Some((event, true, Effect::MayPay { cost, then: Box::new(Effect::Nothing) }));
        }
        // 「代わりに…置いてもよい。」: optional, like 「…ことができる」
        if let Some(Effect::May(inner)) = c.attempt(may_sentence) {
            return Some((event, true, *inner));
        }
        // 「代わりに…キャラ1枚までを、レストにできる。」: a clause whose verb is 「…にする」 in its
        // potential form (`render::ja::potential`), optional
        if let Some(instead) = c.attempt(|c| {
            let rest = c.rest();
            let end = rest.find("にできる。").filter(|&i| !rest[..i].contains('。'))?;
            let text = format!("{}にする。", &rest[..end]);
            let mut sub = Cursor::new(&text);
            let e = chain(&mut sub)?;
            (sub.rest() == "。").then_some(())?;
            c.pos += end + "にできる。".len();
            Some(e)
        }) {
            return Some((event, true, instead));
        }
        // 「代わりに相手のキャラ1枚をレストにできる。」: exactly N cards (no 「まで」: it can be chosen
        // only when N such cards are there, 8-1-3-4-5), read as its 「N枚までを、」 wording and made
        // exact
        if let Some(instead) = c.attempt(|c| {
            let rest = c.rest();
            let end = rest.find("にできる。").filter(|&i| !rest[..i].contains('。'))?;
            let head = &rest[..end];
            (!head.contains("まで")).then_some(())?;
            let at = head.find("枚を")?;
            let text = format!("{}枚までを、{}にする。", &head[..at], head[at + "枚を".len()..].trim_start_matches('、'));
            let mut sub = Cursor::new(&text);
            let e = chain(&mut sub)?;
            (sub.rest() == "。").then_some(())?;
            let Effect::Targeted { mut sel, act } = e else { return None };
            (sel.up_to && !sel.all && sel.more.is_none()).then_some(())?;
            sel.up_to = false;
            c.pos += end + "にできる。".len();
            Some(Effect::Targeted { sel, act })
        }) {
            return Some((event, true, instead));
        }
        let instead = chain(c)?;
        // 「…捨てることができる」, or 「…パワー-2000できる」 after a clause with no verb
        let optional = c.lit("ことができる") || c.lit("できる");
        c.lit("。").then_some((event, optional, instead))
    })
}

/// 「自分のトラッシュにあるイベント2枚につき、このキャラはパワー+1000」 (「…このキャラのパワー+1000」,
/// 「…このキャラのコスト+1」),
/// 「このキャラは、自分のレストのドン‼3枚につき、パワー+1000」: "This Character gains +1000 power
/// for every …" ([`Amount::PerCount`]).
fn per_count_power(c: &mut Cursor) -> Option<Continuous> {
    c.attempt(|c| {
        let this = |c: &mut Cursor| c.any(&["このキャラ", "このリーダー", "このステージ"]);
        let first = c.attempt(|c| (this(c) && c.lit("は、")).then_some(())).is_some();
        let (per, of) = per_count(c)?;
        c.lit("、").then_some(())?;
        if !first {
            (this(c) && (c.lit("は") || c.lit("の"))).then_some(())?;
        }
        let (v, power) = delta(c)?;
        let each = Continuous { target: StaticTarget::This, modifier: if power { Modifier::Power(Amount::Fixed(v)) } else { Modifier::Cost(v) } };
        crate::compile::with_per_count(each, per, of)
    })
}

/// 「このキャラは【ブロッカー】を得て、自分のトラッシュ4枚につき、コスト+1」: a pair of
/// [`crate::grammar::permanents::PAIRS`] whose second change is counted (the count after a 「、」
/// of the sentence, before that change), up to the sentence's 「。」.
pub(super) fn pair_per_count(c: &mut Cursor) -> Option<[Continuous; 2]> {
    c.attempt(|c| {
        let rest = c.rest();
        let end = rest.find('。')?;
        let sentence = &rest[..end];
        for (i, _) in sentence.match_indices('、') {
            let start = i + '、'.len_utf8();
            let mut sub = Cursor::new(&sentence[start..]);
            let Some((per, of)) = per_count(&mut sub) else { continue };
            if !sub.lit("、") {
                continue;
            }
            let stripped = format!("{}{}", &sentence[..start], sub.rest());
            let mut whole = Cursor::new(&stripped);
            let [a, b] = crate::grammar::parse_permanent_pair(&mut whole, LANG)?;
            whole.at_end().then_some(())?;
            let b = crate::compile::with_per_count(b, per, of)?;
            c.pos += end;
            return Some([a, b]);
        }
        None
    })
}

/// 「自分のトラッシュ4枚につき」, 「自分のトラッシュにあるカード5枚につき」, 「自分のトラッシュにある
/// イベント2枚につき」, 「自分のレストのドン‼3枚につき」, 「自分の手札1枚につき」: how many of what one
/// step counts.
pub(super) fn per_count(c: &mut Cursor) -> Option<(u8, Counted)> {
    c.attempt(|c| {
        let of = if c.attempt(|c| (c.any(&["自分のトラッシュにあるカード", "自分のトラッシュ"]) && !c.starts("にある")).then_some(())).is_some() {
            Counted::YourTrash
        } else if c.lit("自分の手札") {
            Counted::YourHand
        } else if c.lit("自分のレストの") && don(c) {
            Counted::YourRestedDon
        } else {
            c.lit("自分のトラッシュにある").then_some(())?;
            Counted::YourTrashCards(hand_filter(c)?)
        };
        let n = c.count().filter(|&n| n > 0)?;
        c.lit("枚につき").then_some((n, of))
    })
}
