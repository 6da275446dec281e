//! 発動コスト (8-3-1) before 「：」.

use super::*;

pub fn circled(c: &mut Cursor) -> Option<u8> {
    crate::compile::en::circled(c)
}

pub(super) fn this_card(c: &mut Cursor) -> bool {
    c.any(&["このキャラ", "このリーダー", "このステージ", "このカード"])
}

/// One cost; `last` asks for the 「できる」 form, otherwise the continuative.
pub(super) fn cost(c: &mut Cursor, last: bool) -> Option<Cost> {
    c.attempt(|c| {
        // 「自分の「NAME」1枚をレストにできる」 (Leader, Characters or Stage of that name)
        if let Some(k) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            let name = name(c)?;
            let n = c.count()?;
            c.lit("枚をレストに").then_some(())?;
            if last { c.lit("できる") } else { c.lit("し") }.then_some(Cost::RestNamed { count: n, name })
        }) {
            return Some(k);
        }
        // 「自分の「NAME」1枚にアクティブのドン‼N枚を付与することができる」
        if let Some(k) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            let name = name(c)?;
            c.lit("1枚にアクティブの").then_some(())?;
            don(c).then_some(())?;
            let n = c.count()?;
            c.lit("枚を付与").then_some(())?;
            if last { c.lit("することができる") } else { c.lit("し") }.then_some(Cost::GiveActiveDonToNamed { count: n, name })
        }) {
            return Some(k);
        }
        // 「コスト1のステージ1枚を持ち主のデッキの下に置くことができる」 (either player's)
        if let Some(k) = c.attempt(|c| {
            c.lit("コスト").then_some(())?;
            let cost = c.num()?;
            c.lit("のステージ").then_some(())?;
            let n = c.count()?;
            c.lit("枚を持ち主のデッキの下に置").then_some(())?;
            if last { c.lit("くことができる") } else { c.lit("き") }.then_some(Cost::StageToDeckBottom { count: n, cost })
        }) {
            return Some(k);
        }
        // 「このキャラ以外の…」 names other cards (read below)
        if !c.starts("このキャラ以外の") && this_card(c) {
            if c.lit("を持ち主の手札に戻") {
                return if last { c.lit("すことができる") } else { c.lit("し") }.then_some(Cost::ReturnThisToHand);
            }
            if c.lit("をレストに") {
                return if last { c.lit("できる").then_some(Cost::RestThis) } else { c.lit("し").then_some(Cost::RestThis) };
            }
            if c.lit("を持ち主のデッキの下に置") {
                return if last { c.lit("くことができる") } else { c.lit("き") }.then_some(Cost::ThisToDeckBottom);
            }
            if c.lit("をトラッシュに置") {
                return if last { c.lit("くことができる") } else { c.lit("き") }.then_some(Cost::TrashThis);
            }
            return None;
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            don(c).then_some(())?;
            let n = c.count()?;
            c.lit("枚").then_some(())?;
            if c.starts("とこのキャラをレストに") {
                return Some(n);
            }
            c.lit("をレストに").then_some(())?;
            if last { c.lit("できる") } else { c.lit("し") }.then_some(n)
        }) {
            return Some(Cost::RestDon(n));
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("自分の場の").then_some(())?;
            don(c).then_some(())?;
            c.lit("を").then_some(())?;
            let n = c.count()?;
            c.lit("枚以上").then_some(())?;
            don(c).then_some(())?;
            c.lit("デッキに戻").then_some(())?;
            if last { c.lit("すことができる") } else { c.lit("し") }.then_some(n)
        }) {
            return Some(Cost::ReturnDonOrMore(n));
        }
        if let Some((n, f)) = c.attempt(|c| {
            c.lit("自分の").then_some(())?;
            let f = field_prefix(c);
            c.lit("キャラ").then_some(())?;
            let n = c.count()?;
            c.lit("枚をレストに").then_some(())?;
            if last { c.lit("できる") } else { c.lit("し") }.then_some((n, f))
        }) {
            return Some(Cost::RestCharacters { count: n, filter: f });
        }
        if let Some(n) = c.attempt(|c| {
            c.any(&["自分のライフの上から", "自分のライフ"]).then_some(())?;
            let n = c.count()?;
            c.lit("枚を手札に加え").then_some(())?;
            if last {
                c.lit("ることができる").then_some(())?;
            }
            Some(n)
        }) {
            return Some(Cost::LifeToHand(n));
        }
        if let Some(k) = leader_or_stage_rest(c, last) {
            return Some(k);
        }
        if let Some(v) = c.attempt(|c| {
            c.lit("自分のアクティブのリーダー1枚を、このターン中、").then_some(())?;
            let (v, power) = delta(c)?;
            (power && v < 0).then_some(())?;
            if last { c.lit("することができる") } else { c.lit("し") }.then_some(v)
        }) {
            return Some(Cost::ActiveLeaderPower(v));
        }
        if let Some(cost) = c.attempt(|c| {
            c.lit("自分のライフの上から").then_some(())?;
            let n = c.count()?;
            c.lit("枚を").then_some(())?;
            let cost = if c.lit("表向きに") { Cost::TurnLifeFaceUp(n) } else { c.lit("裏向きに").then_some(Cost::TurnLifeFaceDown(n))? };
            if last { c.lit("できる") } else { c.lit("し") }.then_some(cost)
        }) {
            return Some(cost);
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("自分のライフの上か下から").then_some(())?;
            let n = c.count()?;
            c.lit("枚をトラッシュに置").then_some(())?;
            if last { c.lit("くことができる") } else { c.lit("き") }.then_some(n)
        }) {
            return Some(Cost::TrashLifeTopOrBottom(n));
        }
        if let Some((n, f)) = c.attempt(|c| {
            // 「このキャラ以外の自分のキャラ1枚を…」
            let not_this = c.lit("このキャラ以外の");
            c.lit("自分の").then_some(())?;
            let mut f = field_prefix(c);
            f.not_this |= not_this;
            c.lit("キャラ").then_some(())?;
            let n = c.count()?;
            c.lit("枚を").then_some(())?;
            c.lit("、"); // 「1枚を、持ち主の手札に戻す」 in some printings
            c.lit("持ち主の手札に戻").then_some(())?;
            if last { c.lit("すことができる") } else { c.lit("し") }.then_some((n, f))
        }) {
            return Some(Cost::ReturnCharactersToHand { count: n, filter: f });
        }
        if let Some(n) = c.attempt(|c| {
            c.lit("自分のライフの上か下から").then_some(())?;
            let n = c.count()?;
            c.lit("枚を手札に加え").then_some(())?;
            if last {
                c.lit("ることができる").then_some(())?;
            }
            Some(n)
        }) {
            return Some(Cost::LifeTopOrBottomToHand(n));
        }
        if let Some(k) = c.attempt(|c| {
            let life = if c.lit("自分のライフの上から") {
                true
            } else if c.lit("自分のデッキの上から") {
                false
            } else {
                return None;
            };
            let n = c.count()?;
            c.lit("枚をトラッシュに置").then_some(())?;
            if last { c.lit("くことができる") } else { c.lit("き") }.then_some(())?;
            Some(if life { Cost::TrashLife(n) } else { Cost::MillTop(n) })
        }) {
            return Some(k);
        }
        if let Some(k) = c.attempt(|c| {
            c.any(&["自分のトラッシュから", "自分のトラッシュの"]).then_some(())?;
            let filter = hand_filter(c)?;
            let n = c.count()?;
            c.lit("枚を").then_some(())?;
            if n > 1 {
                c.lit("好きな順番で").then_some(())?;
            }
            // 「…デッキの下に置く」 or (some lists) 「…デッキの下に戻す」
            if c.lit("デッキの下に置") {
                if last { c.lit("くことができる") } else { c.lit("き") }.then_some(())?;
            } else {
                c.lit("デッキの下に戻").then_some(())?;
                if last { c.lit("すことができる") } else { c.lit("し") }.then_some(())?;
            }
            Some(Cost::TrashToDeckBottom { count: n, filter })
        }) {
            return Some(k);
        }
        if let Some(k) = c.attempt(|c| {
            c.lit("自分の手札から").then_some(())?;
            let filter = hand_filter(c)?;
            let n = c.count()?;
            c.lit("枚を公開").then_some(())?;
            if last { c.lit("することができる") } else { c.lit("し") }.then_some(())?;
            Some(Cost::RevealFromHand { count: n, filter })
        }) {
            return Some(k);
        }
        // 「自分の手札2枚を好きな順番でデッキの下に置き」
        if let Some(k) = c.attempt(|c| {
            c.lit("自分の手札").then_some(())?;
            let n = c.count()?;
            c.lit("枚を").then_some(())?;
            if n > 1 {
                c.lit("好きな順番で").then_some(())?;
            }
            c.lit("デッキの").then_some(())?;
            let bottom = if c.lit("下") { true } else { c.lit("上").then_some(false)? };
            c.lit("に置").then_some(())?;
            if last { c.lit("くことができる") } else { c.lit("き") }.then_some(Cost::HandToDeck { count: n, bottom })
        }) {
            return Some(k);
        }
        if c.lit("自分の手札") {
            let filter = if c.any(&["から", "の"]) { hand_filter(c)? } else { Filter::any() };
            let n = c.count()?;
            c.lit("枚を捨て").then_some(())?;
            if last {
                c.lit("ることができる").then_some(())?;
            }
            return Some(Cost::TrashFromHand { count: n, filter });
        }
        None
    })
}

/// 「自分の特徴《T》を持つ、リーダーかステージ1枚を、レストにできる」
fn leader_or_stage_rest(c: &mut Cursor, last: bool) -> Option<Cost> {
    // 「自分のリーダー1枚をレストにできる」: the same cost that only a Leader meets
    if let Some(k) = c.attempt(|c| {
        c.lit("自分のリーダー1枚をレストに").then_some(())?;
        let leader = Cost::RestLeaderOrStage { count: 1, filter: Filter::of_kind(CardKind::Leader) };
        if last { c.lit("できる") } else { c.lit("し") }.then_some(leader)
    }) {
        return Some(k);
    }
    c.attempt(|c| {
        c.lit("自分の").then_some(())?;
        let f = field_prefix(c);
        c.lit("、");
        c.lit("リーダーかステージ").then_some(())?;
        let n = c.count()?;
        c.lit("枚を、レストに").then_some(())?;
        if last { c.lit("できる") } else { c.lit("し") }.then_some(Cost::RestLeaderOrStage { count: n, filter: f })
    })
}

pub fn costs(c: &mut Cursor) -> Option<Vec<Cost>> {
    c.attempt(|c| {
        let mut out = Vec::new();
        loop {
            if let Some(n) = circled(c) {
                reminder(c);
                out.push(Cost::RestDonSymbol(n));
            } else if let Some(n) = c.attempt(|c| {
                don(c).then_some(())?;
                c.sign().filter(|p| !p)?;
                c.count()
            }) {
                reminder(c);
                out.push(Cost::ReturnDon(n));
            } else {
                break;
            }
        }
        if !out.is_empty() && !c.starts("：") {
            c.any(&["、", "，", ","]).then_some(())?;
        }
        loop {
            if c.starts("：") {
                break;
            }
            // 「このキャラと自分の…リーダーかステージ1枚を、レストに…」
            if let Some(k) = c.attempt(|c| {
                (this_card(c) && c.lit("と")).then_some(())?;
                let k = leader_or_stage_rest(c, true).or_else(|| {
                    let k = leader_or_stage_rest(c, false)?;
                    c.lit("、").then_some(k)
                })?;
                Some(k)
            }) {
                out.push(Cost::RestThis);
                let done = c.starts("：");
                out.push(k);
                if done {
                    break;
                }
                continue;
            }
            if let Some(k) = c.attempt(|c| {
                let k = cost(c, false)?;
                c.lit("、").then_some(k)
            }) {
                out.push(k);
                continue;
            }
            if let Some(k) = c.attempt(|c| {
                let k = cost(c, false)?;
                c.lit("と").then_some(k)
            }) {
                out.push(k);
                if c.lit("このキャラをレストにし、") {
                    out.push(Cost::RestThis);
                    continue;
                }
                c.lit("このキャラをレストにできる").then_some(())?;
                out.push(Cost::RestThis);
                break;
            }
            out.push(cost(c, true)?);
            break;
        }
        if out.is_empty() {
            return None;
        }
        c.lit("：").then_some(out)
    })
}
