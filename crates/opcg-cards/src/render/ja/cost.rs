//! 発動コスト before 「：」.

use super::*;

/// The reminders of the DON!! costs, as written after the cost.
pub const COST_REMINDERS: [&str; 2] = ["(自分の場のドン‼を指定の数ドン‼デッキに戻すことができる)", "(コストエリアのドン‼を指定の数レストにできる)"];

pub fn costs(ctx: &Ctx, cost: &[Cost]) -> String {
    let mut don = String::new();
    // the separator after the leading DON!! costs, as most lists print it: 「，」 after the ①
    // symbol, "," after ドン‼-N
    let mut sep = '、';
    let mut other: Vec<(String, String)> = Vec::new();
    for c in cost {
        match c {
            Cost::RestDon(n) => other.push((format!("自分のドン‼{n}枚をレストにし"), format!("自分のドン‼{n}枚をレストにできる"))),
            Cost::ReturnDon(n) => {
                don.push_str(&format!("ドン‼-{n}{}", COST_REMINDERS[0]));
                sep = ',';
            }
            Cost::RestDonSymbol(n) => {
                don.push_str(&format!("{}{}", crate::render::en::circled(*n), COST_REMINDERS[1]));
                sep = '，';
            }
            Cost::ActiveLeaderPower(v) => other.push((
                format!("自分のアクティブのリーダー1枚を、このターン中、パワー{}し", signed(*v)),
                format!("自分のアクティブのリーダー1枚を、このターン中、パワー{}することができる", signed(*v)),
            )),
            Cost::TurnLifeFaceUp(n) => other.push((
                format!("自分のライフの上から{n}枚を表向きにし"),
                format!("自分のライフの上から{n}枚を表向きにできる"),
            )),
            Cost::StageToDeckBottom { count, cost } => other.push((
                format!("コスト{cost}のステージ{count}枚を持ち主のデッキの下に置き"),
                format!("コスト{cost}のステージ{count}枚を持ち主のデッキの下に置くことができる"),
            )),
            Cost::GiveActiveDonToNamed { count, name } => other.push((
                format!("自分の「{name}」1枚にアクティブのドン‼{count}枚を付与し"),
                format!("自分の「{name}」1枚にアクティブのドン‼{count}枚を付与することができる"),
            )),
            Cost::RestNamed { count, name } => other.push((
                format!("自分の「{name}」{count}枚をレストにし"),
                format!("自分の「{name}」{count}枚をレストにできる"),
            )),
            Cost::TurnLifeFaceDown(n) => other.push((
                format!("自分のライフの上から{n}枚を裏向きにし"),
                format!("自分のライフの上から{n}枚を裏向きにできる"),
            )),
            Cost::TrashLifeTopOrBottom(n) => other.push((
                format!("自分のライフの上か下から{n}枚をトラッシュに置き"),
                format!("自分のライフの上か下から{n}枚をトラッシュに置くことができる"),
            )),
            Cost::RestLeaderOrStage { count: 1, filter } if *filter == opcg_engine::effect::Filter::of_kind(CardKind::Leader) => {
                let base = "自分のリーダー1枚をレストに";
                other.push((format!("{base}し"), format!("{base}できる")));
            }
            Cost::RestLeaderOrStage { count, filter } => {
                let comma = if filter.traits.is_empty() { "" } else { "、" };
                let base = format!("自分の{}{comma}リーダーかステージ{count}枚を、レストに", prefix(filter));
                other.push((format!("{base}し"), format!("{base}できる")));
            }
            Cost::ReturnCharactersToHand { count, filter } => {
                // 「このキャラ以外の自分の…」: "other than this Character" comes first
                let (lead, f) = if filter.not_this {
                    ("このキャラ以外の", opcg_engine::effect::Filter { not_this: false, ..filter.clone() })
                } else {
                    ("", filter.clone())
                };
                other.push((
                    format!("{lead}自分の{}キャラ{count}枚を持ち主の手札に戻し", prefix(&f)),
                    format!("{lead}自分の{}キャラ{count}枚を持ち主の手札に戻すことができる", prefix(&f)),
                ));
            }
            Cost::LifeTopOrBottomToHand(n) => other.push((
                format!("自分のライフの上か下から{n}枚を手札に加え"),
                format!("自分のライフの上か下から{n}枚を手札に加えることができる"),
            )),
            Cost::TrashLife(n) => other.push((
                format!("自分のライフの上から{n}枚をトラッシュに置き"),
                format!("自分のライフの上から{n}枚をトラッシュに置くことができる"),
            )),
            Cost::MillTop(n) => other.push((
                format!("自分のデッキの上から{n}枚をトラッシュに置き"),
                format!("自分のデッキの上から{n}枚をトラッシュに置くことができる"),
            )),
            Cost::TrashToDeckBottom { count, filter } => {
                let base = format!(
                    "自分のトラッシュの{}{count}枚を{}デッキの下に置",
                    hand_filter(filter),
                    if *count > 1 { "好きな順番で" } else { "" }
                );
                other.push((format!("{base}き"), format!("{base}くことができる")));
            }
            Cost::ReturnDonOrMore(n) => other.push((
                format!("自分の場のドン‼を{n}枚以上ドン‼デッキに戻し"),
                format!("自分の場のドン‼を{n}枚以上ドン‼デッキに戻すことができる"),
            )),
            Cost::ThisToDeckBottom => other.push((
                format!("{}を持ち主のデッキの下に置き", this(ctx)),
                format!("{}を持ち主のデッキの下に置くことができる", this(ctx)),
            )),
            Cost::ReturnThisToHand => other.push((
                format!("{}を持ち主の手札に戻し", this(ctx)),
                format!("{}を持ち主の手札に戻すことができる", this(ctx)),
            )),
            Cost::RevealFromHand { count, filter } => other.push((
                format!("自分の手札から{}{count}枚を公開し", hand_filter(filter)),
                format!("自分の手札から{}{count}枚を公開することができる", hand_filter(filter)),
            )),
            Cost::RestThis => {
                other.push((format!("{}をレストにし", this(ctx)), format!("{}をレストにできる", this(ctx))));
            }
        Cost::TrashThis => other.push((
                format!("{}をトラッシュに置き", this(ctx)),
                format!("{}をトラッシュに置くことができる", this(ctx)),
            )),
            Cost::TrashFromHand { count, filter } => {
                let base = if *filter == Filter::any() {
                    format!("自分の手札{count}枚を捨て")
                } else {
                    format!("自分の手札から{}{count}枚を捨て", hand_filter(filter))
                };
                other.push((base.clone(), format!("{base}ることができる")));
            }
            Cost::HandToDeck { count, bottom } => {
                let base = format!("自分の手札{count}枚を{}デッキの{}に置", if *count > 1 { "好きな順番で" } else { "" }, if *bottom { "下" } else { "上" });
                other.push((format!("{base}き"), format!("{base}くことができる")));
            }
            Cost::RestCharacters { count, filter } => other.push((
                format!("自分の{}キャラ{count}枚をレストにし", prefix(filter)),
                format!("自分の{}キャラ{count}枚をレストにできる", prefix(filter)),
            )),
            Cost::LifeToHand(n) => other.push((
                format!("自分のライフの上から{n}枚を手札に加え"),
                format!("自分のライフの上から{n}枚を手札に加えることができる"),
            )),
        }
    }
    // 「自分のドン‼1枚とこのキャラをレストに…」
    if let Some(at) = cost.windows(2).position(|w| matches!(w, [Cost::RestDon(_), Cost::RestThis])) {
        // index of that RestDon among the costs listed in `other` (ReturnDon goes to `don`)
        let i = cost[..at].iter().filter(|c| !matches!(c, Cost::ReturnDon(_) | Cost::RestDonSymbol(_))).count();
        if let (Some(Cost::RestDon(n)), true) = (cost.get(at), other.len() > i + 1) {
            let (cont, fin) = other[i + 1].clone();
            let merged = (
                cont.replacen(this(ctx), &format!("自分のドン‼{n}枚と{}", this(ctx)), 1),
                fin.replacen(this(ctx), &format!("自分のドン‼{n}枚と{}", this(ctx)), 1),
            );
            other[i] = merged;
            other.remove(i + 1);
        }
    }
    // 「このキャラと自分の…リーダーかステージ1枚を、レストにできる」
    if let Some(at) = cost.windows(2).position(|w| matches!(w, [Cost::RestThis, Cost::RestLeaderOrStage { .. }])) {
        let i = cost[..at].iter().filter(|c| !matches!(c, Cost::ReturnDon(_) | Cost::RestDonSymbol(_))).count();
        // a RestDon merged with this card above leaves nothing to merge here
        if other.len() > i + 1 && other[i].0 == format!("{}をレストにし", this(ctx)) {
            let (cont, fin) = other.remove(i + 1);
            other[i] = (format!("{}と{cont}", this(ctx)), format!("{}と{fin}", this(ctx)));
        }
    }
    let mut s = don;
    if !other.is_empty() {
        if !s.is_empty() {
            s.push(sep);
        }
        let last = other.len() - 1;
        for (i, (cont, fin)) in other.into_iter().enumerate() {
            if i == last {
                s.push_str(&fin);
            } else {
                s.push_str(&cont);
                s.push('、');
            }
        }
    }
    s.push('：');
    s
}
