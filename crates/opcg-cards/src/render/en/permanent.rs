//! Permanent effects: their targets, modifiers and prohibitions.

use super::*;

pub(super) fn prohibition(p: Prohibition) -> &'static str {
    words::text_of(words::PROHIBITIONS, &p, LANG)
}

pub(super) fn static_target(ctx: &Ctx, t: &StaticTarget) -> String {
    match t {
        StaticTarget::This => this(ctx).into(),
        StaticTarget::YourLeader => "your Leader".into(),
        StaticTarget::YourCharacters(f) => format!("all of your {}Characters{}", prefix(f), suffix(f)),
        StaticTarget::OpponentCharacters(f) => format!("all of your opponent's {}Characters{}", prefix(f), suffix(f)),
        StaticTarget::YourHand(f) => format!("{} in your hand", hand_filter(2, f)),
        StaticTarget::YourLeaderAndCharacters(f) => format!("your {}Leaders and Characters{}", prefix(f), suffix(f)),
        StaticTarget::ThisInHand => "this card in your hand".into(),
    }
}

pub(super) fn modifier(m: &Modifier) -> String {
    match m {
        Modifier::Power(a) => format!("gains {}", amount(a, "power")),
        Modifier::Cost(v) => format!("gains {}", signed(*v, "cost")),
        Modifier::CostBy(a) => format!("gains {}", amount(a, "cost")),
        Modifier::Grant(k) => format!("gains {}", keyword_tag(*k)),
        Modifier::Prohibit(p) => format!("cannot {}", prohibition(*p)),
        Modifier::BasePower(n) => format!("has a base power of {n}"),
        Modifier::BaseCost(n) => format!("has a base cost of {n}"),
        Modifier::Negated => "has its effects negated".into(),
        Modifier::AttackActive => "can also attack your opponent's active Characters".into(),
        Modifier::PlayedRested => "are played rested".into(),
        // written by its row of `grammar/permanents.rs`
        Modifier::OnPlayNegated => "have their [On Play] effects negated".into(),
        // written with their context by `continuous`
        Modifier::AddedCost(_) => "need an added cost to activate their effects".into(),
        Modifier::AddedCondition(_) => "can activate their effects only under an added condition".into(),
    }
}

pub fn continuous(ctx: &Ctx, c: &Continuous) -> String {
    // a row of the table (one card, all of the player's or the opponent's Characters)
    if let Some(s) = crate::grammar::render_permanent(c, LANG, this(ctx)) {
        return s;
    }
    match (&c.target, &c.modifier) {
        (StaticTarget::YourCharacters(f), Modifier::PlayedRested) => format!("your {}Character cards{} are played rested", prefix(f), suffix(f)),
        // 8-3-1-2, 8-3-2-2: costs and conditions added to other cards' abilities
        (t, Modifier::AddedCost(c)) => {
            format!("{} must also pay \"{}\" to activate their effects", static_target(ctx, t), costs(ctx, c).trim_end_matches([':', ' ']))
        }
        (t, Modifier::AddedCondition(c)) => {
            let cond = if is_tag(c) { condition_tag(c) } else { condition(ctx, c) };
            format!("{} can activate their effects only if {cond}", static_target(ctx, t))
        }
        (t, m) => format!("{} {}", static_target(ctx, t), modifier(m)),
    }
}
