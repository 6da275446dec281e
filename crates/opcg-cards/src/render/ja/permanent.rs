//! Permanent effects: their targets, modifiers and prohibitions.

use super::*;

pub(super) fn static_target(ctx: &Ctx, t: &StaticTarget) -> String {
    match t {
        StaticTarget::This => this(ctx).into(),
        StaticTarget::YourLeader => "自分のリーダー".into(),
        StaticTarget::YourCharacters(f) => format!("自分の{}キャラすべて", prefix(f)),
        StaticTarget::OpponentCharacters(f) => format!("相手の{}キャラすべて", prefix(f)),
        StaticTarget::YourHand(f) => format!("自分の手札の{}", hand_filter(f)),
        StaticTarget::YourLeaderAndCharacters(f) => format!("自分の{}リーダーとキャラ", prefix(f)),
        StaticTarget::ThisInHand => "手札のこのカード".into(),
    }
}

pub(super) fn prohibition(p: Prohibition) -> &'static str {
    words::text_of(words::PROHIBITIONS, &p, LANG)
}

pub fn continuous(ctx: &Ctx, c: &Continuous) -> String {
    // a row of the table (one card, all of the player's or the opponent's Characters)
    if let Some(s) = crate::grammar::render_permanent(c, LANG, this(ctx)) {
        return s;
    }
    match (&c.target, &c.modifier) {
        (StaticTarget::YourCharacters(f), Modifier::PlayedRested) => format!("自分の{}キャラカードはレストで登場する", prefix(f)),
        // 「自分のトラッシュにあるイベント2枚につき、このキャラのパワー+1000」 (the card first,
        // 「このキャラは、…につき、パワー+1000」, is the printing hint `Hints::per_count_after`)
        (t, Modifier::Power(Amount::PerCount { each, per, of })) => {
            format!("{}{per}枚につき、{}のパワー{}", per_count_noun(of), static_target(ctx, t), signed(*each))
        }
        (t, Modifier::Power(a)) => format!("{}のパワー{}", static_target(ctx, t), amount(a)),
        (t, Modifier::Cost(v)) => format!("{}のコスト{}", static_target(ctx, t), signed(*v)),
        (t, Modifier::CostBy(Amount::PerCount { each, per, of })) => {
            format!("{}{per}枚につき、{}のコスト{}", per_count_noun(of), static_target(ctx, t), signed(*each))
        }
        (t, Modifier::CostBy(a)) => format!("{}のコスト{}", static_target(ctx, t), amount(a)),
        (t, Modifier::Grant(k)) => format!("{}は{}を得る", static_target(ctx, t), keyword_tag(*k)),
        (t, Modifier::Prohibit(p)) => format!("{}は{}", static_target(ctx, t), prohibition(*p)),
        (t, Modifier::BasePower(n)) => format!("{}の元々のパワーは{n}になる", static_target(ctx, t)),
        (t, Modifier::BaseCost(n)) => format!("{}の元々のコストは{n}になる", static_target(ctx, t)),
        (t, Modifier::Negated) => format!("{}の効果は無効になる", static_target(ctx, t)),
        (t, Modifier::AttackActive) => format!("{}は相手のアクティブのキャラにもアタックできる", static_target(ctx, t)),
        (t, Modifier::PlayedRested) => format!("{}はレストで登場する", static_target(ctx, t)),
        // written by its row of `grammar/permanents.rs`
        (t, Modifier::OnPlayNegated) => format!("{}の【登場時】効果は無効になる", static_target(ctx, t)),
        // 8-3-1-2, 8-3-2-2: costs and conditions added to other cards' abilities
        (t, Modifier::AddedCost(c)) => {
            format!("{}の効果は、発動コストに「{}」が追加される", static_target(ctx, t), costs(ctx, c).trim_end_matches(['：', ':']))
        }
        (t, Modifier::AddedCondition(c)) => {
            let cond = if is_tag(c) { condition(&Ctx::default(), c) } else { format!("{}場合", condition(ctx, c)) };
            format!("{}の効果は、{cond}のみ発動できる", static_target(ctx, t))
        }
    }
}

/// What a per-count step counts, as 「…N枚につき」 prints it (「自分のトラッシュにあるカード」: the
/// shorter 「自分のトラッシュ」 some cards print is a string pair of `render::VARIANTS_JA`).
pub(super) fn per_count_noun(of: &Counted) -> String {
    match of {
        Counted::YourTrash => "自分のトラッシュにあるカード".into(),
        Counted::YourTrashCards(f) => format!("自分のトラッシュにある{}", hand_filter(f)),
        Counted::YourRestedDon => "自分のレストのドン‼".into(),
        other => counted_noun(other),
    }
}
